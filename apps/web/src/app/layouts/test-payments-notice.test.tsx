import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_PAYMENTS_NOTICE, TestPaymentsNotice } from './test-payments-notice';

describe('TestPaymentsNotice', () => {
  it.each(['simulator', 'sandbox'] as const)('says so on every page with %s payments', (mode) => {
    render(<TestPaymentsNotice mode={mode} />);
    expect(screen.getByRole('complementary', { name: 'Test payments' })).toHaveTextContent(
      TEST_PAYMENTS_NOTICE,
    );
  });

  it('is not there with real payments', () => {
    const { container } = render(<TestPaymentsNotice mode="production" />);
    expect(container).toBeEmptyDOMElement();
  });
});

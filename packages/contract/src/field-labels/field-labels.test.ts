import { describe, expect, it } from 'vitest';
import { fieldLabel, issueSentence } from './index.js';

describe('field labels', () => {
  it.each([
    [['name'], 'Name'],
    [['address_line'], 'Address line'],
    [['image', 1], 'Image 2'],
    [['image', '0'], 'Image 1'],
    [['questions', 0, 'question'], 'Question 1'],
    [['questions', 0, 'options', 1], 'Question 1, option 2'],
    [['questions', 2, 'type'], 'Question 3, question type'],
    [['customer_details', 'customer_phone'], 'Mobile number'],
    [['more_details', 'driveLink'], 'Download link'],
    [['more_details', 'note'], 'The "note" field'],
    [['somethingNew'], 'Something new'],
    [['constructor'], 'Constructor'],
    [['more_details', 'toString'], 'The "toString" field'],
  ])('names %j "%s"', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});

describe('issueSentence', () => {
  it('puts the label before the rule and ends the sentence', () => {
    expect(issueSentence(['name'], 'must be at most 120 characters', 'too_big')).toBe(
      'Name must be at most 120 characters.',
    );
    expect(issueSentence(['pincode'], 'must be a 6-digit Indian pincode')).toBe(
      'Pincode must be a 6-digit Indian pincode.',
    );
  });

  it("keeps SPEC's own sentences word for word", () => {
    const spec = 'Password and confirm password must be the same';
    expect(issueSentence(['confirmPassword'], spec, 'custom')).toBe(spec);
    expect(
      issueSentence(['confirmPassword'], 'New password and confirm password must be same.'),
    ).toBe('New password and confirm password must be same.');
  });

  it("names the field before zod's own English", () => {
    expect(issueSentence(['limit'], 'Too big: expected number to be <=100', 'too_big')).toBe(
      'Page size: too big: expected number to be <=100.',
    );
  });
});

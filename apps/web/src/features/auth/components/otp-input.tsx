import { OTP_LENGTH } from '@store/contract/constants';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { inputClasses } from '#web/components/ui/field';
import { cn } from '#web/lib/cn';

interface OtpInputProps {
  /** One digit (or '') per box. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** Ids of text that describes the boxes (instructions, errors). */
  describedBy?: string;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * SPEC §2 OTP: six one-character boxes. Typing a digit moves on to the next box; Backspace
 * in an empty box goes back; ← and → move; pasting (or the phone's one-time-code autofill)
 * spreads the code over the boxes.
 */
export function OtpInput({ digits, onChange, disabled, describedBy }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` digits from box `start` on and moves focus past them. */
  function fill(start: number, typed: string) {
    const next = [...digits];
    const chars = typed.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focusBox(start + chars.length);
  }

  function onInput(index: number, value: string) {
    const typed = value.replace(/\D/g, '');
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // A whole code at once (autofill) fills every box; a key typed into a full box
    // replaces its digit with the new one.
    if (typed.length >= OTP_LENGTH) fill(0, typed);
    else fill(index, typed.length > 1 ? typed.slice(-1) : typed);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted === '') return;
    event.preventDefault();
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  }

  return (
    <div className="flex justify-between gap-2 sm:justify-start">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          aria-describedby={describedBy}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            inputClasses,
            'h-12 w-11 px-0 text-center text-xl font-semibold sm:w-12 sm:text-xl',
          )}
        />
      ))}
    </div>
  );
}

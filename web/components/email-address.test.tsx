import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break before the @ and every dot only, and reads as the address', () => {
    const { container } = render(<EmailAddress email="e2e-newsletter-phone-admin@example.test" />);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('e2e-newsletter-phone-admin@example.test');
    expect(span.innerHTML).toBe('e2e-newsletter-phone-admin<wbr>@example<wbr>.test');
    expect(span.className).not.toContain('break-all');
  });
});

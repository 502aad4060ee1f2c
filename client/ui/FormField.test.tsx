import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { description, inputByLabel } from '../testing/markup';
import { FormField } from './FormField';

function render(props: Partial<Parameters<typeof FormField>[0]> = {}) {
  return renderToStaticMarkup(
    <FormField label="Email" name="email" type="email" value="" onChange={() => {}} {...props} />,
  );
}

describe('FormField', () => {
  it('associates its label with the input and keeps the name', () => {
    const input = inputByLabel(render(), 'Email');
    expect(input).toMatchObject({ name: 'email', type: 'email' });
  });

  it('shows an error under the input, marked invalid and described by it', () => {
    const markup = render({ error: 'This is not a valid address' });
    const input = inputByLabel(markup, 'Email');
    expect(input?.['aria-invalid']).toBe('true');
    expect(description(markup, input)).toBe('This is not a valid address');
    expect(markup).toContain('field__message--error');
  });

  it('shows a help or status message without marking the input invalid', () => {
    const markup = render({ message: { text: 'This username is available.', tone: 'success' } });
    const input = inputByLabel(markup, 'Email');
    expect(input?.['aria-invalid']).toBeUndefined();
    expect(description(markup, input)).toBe('This username is available.');
    expect(markup).toContain('field__message--success');
  });

  it('prefers the error to the message', () => {
    const markup = render({ error: 'Bad', message: { text: 'Good', tone: 'success' } });
    expect(description(markup, inputByLabel(markup, 'Email'))).toBe('Bad');
    expect(markup).not.toContain('Good');
  });

  it('describes nothing when there is nothing to say', () => {
    const input = inputByLabel(render(), 'Email');
    expect(input?.['aria-describedby']).toBeUndefined();
    expect(input?.['aria-invalid']).toBeUndefined();
  });

  it('gives two fields different ids', () => {
    const markup = renderToStaticMarkup(
      <>
        <FormField label="Password" name="password" />
        <FormField label="Confirm password" name="password_confirmation" />
      </>,
    );
    const first = inputByLabel(markup, 'Password');
    const second = inputByLabel(markup, 'Confirm password');
    expect(first?.name).toBe('password');
    expect(second?.name).toBe('password_confirmation');
    expect(first?.id).not.toBe(second?.id);
  });
});

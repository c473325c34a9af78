import { TextField, type TextFieldProps } from '@frontoffice/ui/TextField';

/**
 * The e-mail field of the account forms (login, forgot password): an e-mail input, with the phones' e-mail keyboard.
 * `autoComplete` says which address the browser offers (`username` on login, `email` elsewhere).
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'inputMode'>) {
  return <TextField {...props} type="email" name="email" inputMode="email" />;
}

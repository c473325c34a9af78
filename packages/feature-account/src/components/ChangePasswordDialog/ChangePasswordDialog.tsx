import { changePasswordMutationOptions, useApiClient, useFieldErrors, useFormSubmit } from '@frontoffice/api-client';
import { validateChangePassword } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';
import { PasswordField } from '@frontoffice/ui/PasswordField';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'account.ChangePasswordDialog.title' },
  currentPassword: { id: 'account.ChangePasswordDialog.currentPassword' },
  password: { id: 'account.ChangePasswordDialog.password' },
  passwordHelp: { id: 'account.ChangePasswordDialog.passwordHelp' },
  confirmation: { id: 'account.ChangePasswordDialog.confirmation' },
  showPassword: { id: 'account.ChangePasswordDialog.showPassword' },
  hidePassword: { id: 'account.ChangePasswordDialog.hidePassword' },
  submit: { id: 'account.ChangePasswordDialog.submit' },
  cancel: { id: 'common.cancel' },
  close: { id: 'common.close' },
  changed: { id: 'success.password-changed' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `ChangePasswordDialog`. */
export interface ChangePasswordDialogProps {
  /** Whether it is open. */
  isOpen: boolean;
  /** Called with false when it closes: cancelled, dismissed, or once the password is changed. */
  onOpenChange(isOpen: boolean): void;
}

/**
 * The change-password dialog (spec §2 account/details, §5, §7 `PUT /user/password`, §8; decision D13): the current
 * password, the new one (8 characters or more) and its confirmation, which must match. A wrong current password shows
 * its message under that field; any other failure the internal error (both from the domain's table of §8 cases).
 * Success closes the dialog with the password-changed message. A failure keeps what was typed.
 */
export function ChangePasswordDialog({ isOpen, onOpenChange }: ChangePasswordDialogProps) {
  const intl = useIntl();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={intl.formatMessage(m.title)} closeLabel={intl.formatMessage(m.close)} size="sm">
      {/* Mounted only while open: each opening starts with empty fields. */}
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const notifier = useNotifier();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useFormSubmit({
    form: 'change-password',
    mutation: changePasswordMutationOptions(useApiClient()),
    onSuccess: () => {
      notifier.notify({ title: intl.formatMessage(m.changed), tone: 'success' });
      onDone();
    },
  });
  const fields = useFieldErrors(validateChangePassword({ currentPassword, password, confirmation }), change.fieldError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate()) return;
    change.submit({ currentPassword, password, passwordConfirmation: confirmation });
  }

  const passwordProps = { showLabel: intl.formatMessage(m.showPassword), hideLabel: intl.formatMessage(m.hidePassword) };
  return (
    <form className={s.form} noValidate onSubmit={submit}>
      <PasswordField
        label={intl.formatMessage(m.currentPassword)}
        name="current_password"
        autoComplete="current-password"
        autoFocus
        value={currentPassword}
        onChange={(value) => {
          setCurrentPassword(value);
          change.clearErrors('currentPassword');
        }}
        {...passwordProps}
        {...fields.fieldProps('currentPassword')}
      />
      <PasswordField
        label={intl.formatMessage(m.password)}
        description={intl.formatMessage(m.passwordHelp)}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          change.clearErrors('password');
        }}
        {...passwordProps}
        {...fields.fieldProps('password')}
      />
      <PasswordField
        label={intl.formatMessage(m.confirmation)}
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        {...passwordProps}
        {...fields.fieldProps('confirmation')}
      />
      <div className={s.actions}>
        <Button type="submit" isPending={change.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

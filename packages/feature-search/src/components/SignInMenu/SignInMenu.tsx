import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { useIntl } from 'react-intl';

/** Props of {@link SignInMenu}. */
export interface SignInMenuProps {
  /** Whether the menu is open. */
  isOpen: boolean;
  /** Called when the menu opens or closes (Escape, the close button, a click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /** Registration is on: the menu also offers to create an account (decision D6). */
  canSignUp: boolean;
  /** The guest chose to log in; the app brings them back to the vehicle afterwards (decision D6). */
  onSignIn: () => void;
  /** The guest chose to create an account. */
  onSignUp: () => void;
}

/**
 * The guest's sign-in menu of the booking start (spec §4, decision D6): a dialog offering to log in and, when the
 * operator takes registrations, to sign up. Closing it leaves the guest on the vehicle.
 */
export function SignInMenu({ isOpen, onOpenChange, canSignUp, onSignIn, onSignUp }: SignInMenuProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage({ id: 'search.SignInMenu.title' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      footer={
        <>
          {canSignUp && (
            <Button variant="secondary" onPress={onSignUp}>
              {intl.formatMessage({ id: 'search.SignInMenu.signUp' })}
            </Button>
          )}
          <Button onPress={onSignIn}>{intl.formatMessage({ id: 'search.SignInMenu.signIn' })}</Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: canSignUp ? 'search.SignInMenu.bodyWithSignUp' : 'search.SignInMenu.body' })}</p>
    </Modal>
  );
}

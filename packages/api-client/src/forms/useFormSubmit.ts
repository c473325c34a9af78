import type { ServerErrorFormId } from '@frontoffice/domain';
import type * as ServerErrors from '@frontoffice/domain/serverErrors';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../errors.ts';
import { formOfFocus, useFocusFirstInvalid } from './focusInvalid.ts';

/** Options of {@link useFormSubmit}. */
export interface FormSubmitOptions<TData, TVariables, TError = Error> {
  /** The form's row in the domain's table of spec §8 cases (`SERVER_ERROR_FORMS`). */
  form: ServerErrorFormId;
  /** The call, as the client's mutation options give it (`changePasswordMutationOptions(client, queryClient)`). */
  mutation: UseMutationOptions<TData, TError, TVariables>;
  /** After a success. */
  onSuccess?(data: TData, variables: TVariables): void;
  /** After a failure, once its messages are placed (to clear a password the driver types again, say). */
  onError?(error: unknown): void;
}

/** What a form gets from {@link useFormSubmit}. */
export interface FormSubmit<TData, TVariables> {
  /** Sends the call; does nothing while one is in flight (a double press sends once). */
  submit(variables: TVariables): void;
  /** Whether a call is in flight. */
  isPending: boolean;
  /** Whether the last call succeeded. */
  isSuccess: boolean;
  /** The last success's answer. */
  data: TData | undefined;
  /** The server's message under a field (spec §8 mapped codes), translated. */
  fieldError(field: string): string | undefined;
  /** The form's own message when the form shows it in place (spec §8: the login failure), translated. */
  formError: string | null;
  /** Forgets the server's message of a field (the driver changed it), or every message. */
  clearErrors(field?: string): void;
  /** Back to the state before any submit. */
  reset(): void;
}

// The table of spec §8 cases is read on the first failure only: the first page (/login) does not pay for it (the
// /login budget, docs/architecture.md). A submit starts loading it, so it is there before the call's answer.
let placement: Promise<typeof ServerErrors> | null = null;
const loadPlacement = () => (placement ??= import('@frontoffice/domain/serverErrors'));

function codesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.errors.map((entry) => entry.code) : [];
}

/**
 * The form plumbing of every form (issue 12): sends the call once at a time, and places a failure as spec §8 says
 * for this form: a code's message under its field (the focus goes to the first such field, issue 19), the form's own
 * message in place or as a notification, and anything else through the app's generic handler (decision D27). It never
 * touches the values: what the driver typed stays.
 */
export function useFormSubmit<TData, TVariables, TError = Error>({
  form,
  mutation: options,
  onSuccess,
  onError,
}: FormSubmitOptions<TData, TVariables, TError>): FormSubmit<TData, TVariables> {
  const intl = useIntl();
  const notifier = useNotifier();
  const mutation = useMutation(options);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // useMutation's isPending arrives with the next render: a second press in the same tick must not send again. Nor
  // may a press between the answer and the page's next commit, which draws what the answer changed (a dialog closed
  // by onSuccess): a double click on Cancel booking sent two DELETEs when the first was answered between its clicks
  // (issue 30, decision D8). The press is allowed again once that commit is done.
  const inFlight = useRef(false);
  const [settled, setSettled] = useState(0);
  useLayoutEffect(() => {
    inFlight.current = false;
  }, [settled]);
  const focusFirstInvalid = useFocusFirstInvalid();

  const submit = (variables: TVariables) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // A server's message under a field is read once the focus is on that field (issue 19): the form is the one used.
    const formElement = formOfFocus();
    setFields({});
    setFormMessage(null);
    const rules = loadPlacement();
    mutation.mutate(variables, {
      onSettled: () => setSettled((count) => count + 1),
      onSuccess: (data) => onSuccess?.(data, variables),
      onError: async (error) => {
        const { placeServerErrors, serverErrorDisplay } = await rules;
        const placed = placeServerErrors(form, codesOf(error));
        setFields(placed.fields);
        if (Object.keys(placed.fields).length > 0) focusFirstInvalid(formElement);
        if (serverErrorDisplay(form) === 'inline') setFormMessage(placed.messages[0] ?? null);
        else for (const id of placed.messages) notifier.notify({ title: intl.formatMessage({ id }), tone: 'danger' });
        if (placed.generic) notifier.error(error);
        onError?.(error);
      },
    });
  };

  const clearErrors = useCallback((field?: string) => {
    setFormMessage(null);
    setFields((current) => {
      if (field === undefined) return {};
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return {
    submit,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    data: mutation.data,
    fieldError: (field) => (fields[field] ? intl.formatMessage({ id: fields[field] }) : undefined),
    formError: formMessage ? intl.formatMessage({ id: formMessage }) : null,
    clearErrors,
    reset: () => {
      mutation.reset();
      clearErrors();
    },
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type EditPasswordFormValues, editPasswordFormSchema } from '@pathscoop/contracts';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, firstErrorMessage } from '../../lib/api-client';
import { useChangePassword } from './api/change-password';
import { FormActions, FormCard, ServerError, SuccessNote } from './components/form-card';
import { useSuccessRedirect } from './hooks/use-success-redirect';

/**
 * /profile/editPassword (spec part 2 §5). The current password is asked too (OWASP ASVS 2.1.6);
 * a server new_password (or current_password) message shows once, under its field.
 */
export function Component() {
  const success = useSuccessRedirect();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditPasswordFormValues>({
    resolver: zodResolver(editPasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const body = change.error instanceof ApiError ? change.error.body : undefined;
  const serverNew = (body?.new_password as string[] | undefined)?.[0];
  const serverCurrent = (body?.current_password as string[] | undefined)?.[0];
  const serverOther =
    change.error && !serverNew && !serverCurrent
      ? (firstErrorMessage(body) ?? change.error.message)
      : undefined;

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () =>
          success.show('Your password has been changed. You were signed out on your other devices.'),
      },
    ),
  );

  return (
    <FormCard
      title="Edit Password"
      intro="Use at least 8 characters. Changing it signs you out on your other devices."
    >
      <form noValidate onSubmit={onSubmit} className="max-w-xl">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password?.message ?? serverCurrent}
          {...register('current_password')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.new_password?.message ?? serverNew}
          {...register('new_password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        {/* Issue 24 #19: a field's own message shows once, under the field; the form line is for the rest. */}
        <ServerError message={serverOther} />
        {success.message && <SuccessNote>{success.message}</SuccessNote>}
        <FormActions saving={change.isPending} saved={Boolean(success.message)} />
      </form>
    </FormCard>
  );
}

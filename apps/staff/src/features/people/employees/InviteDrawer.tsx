import type { InviteEmployeesResult } from '@clinic/api-client';
import { emailList, inviteEmployeesInput, MAX_INVITE_EMAILS, ScreenId } from '@clinic/domain';
import { Button, Drawer, FormField, Textarea, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { applyServerFieldErrors, useZodForm } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { employees } from '../../../shared/resources/clients';
import * as resourceStyles from '../../../shared/resources/resources.css';
import type { FieldSectionProps } from '../../../shared/resources/types';
import { EmployeeAccessFields } from './EmployeeFields';
import { InviteResult } from './InviteResult';

/**
 * The API's body, with each address checked here too (docs/product.md#accounts: at most 20; a role; groups and
 * skills optional): the form names a bad address before sending, the API would only report it after.
 */
export const inviteSchema = inviteEmployeesInput.extend({
  emails: emailList.transform((list) => list.join(', ')),
});
const fieldNames = ['emails', 'roleId', 'groupIds', 'skills'];

export function InviteDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<InviteEmployeesResult | null>(null);
  const form = useZodForm(inviteSchema, {
    defaultValues: { emails: '', roleId: undefined, groupIds: [], skills: [] },
  });
  const invite = useMutation({
    mutationFn: (values: z.output<typeof inviteSchema>) =>
      employees.invite(values, { screenId: ScreenId.Users }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['employees'] });
      setResult(answer);
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(errorText(error) ?? '');
    },
  });
  const ctx: FieldSectionProps = {
    control: form.control as unknown as FieldSectionProps['control'],
    register: form.register as unknown as FieldSectionProps['register'],
    errors: form.formState.errors,
    disabled: invite.isPending,
  };
  const close = () => {
    setResult(null);
    form.reset();
    onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('people.users.inviteTitle')}
      footer={
        <div className={resourceStyles.footer}>
          {result ? (
            <Button onClick={close}>{t('people.users.close')}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close} disabled={invite.isPending}>
                {t('resources.form.cancel')}
              </Button>
              <Button type="submit" form="invite-form" loading={invite.isPending}>
                {t('people.users.send')}
              </Button>
            </>
          )}
        </div>
      }
    >
      {result ? (
        <InviteResult result={result} />
      ) : (
        <form
          id="invite-form"
          className={resourceStyles.form}
          noValidate
          onSubmit={form.handleSubmit((values) => invite.mutate(values))}
        >
          <FormField
            label={t('people.users.emails')}
            required
            hint={t('people.users.emailsHint')}
            error={form.formState.errors.emails?.message}
            errorParams={{ max: MAX_INVITE_EMAILS }}
          >
            <Textarea rows={4} placeholder="a@phongkham.vn, b@phongkham.vn" {...form.register('emails')} />
          </FormField>
          <EmployeeAccessFields {...ctx} />
        </form>
      )}
    </Drawer>
  );
}

import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { BlockReasonField, blockReasonRules } from '../../../components/block-reason-field';
import { FormAlert } from '../../../components/form-alert';
import { consolePath } from '../../../lib/console-paths';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateBlock, type BlockBody } from '../../blocks/api/create-block';
import { DialogActions } from './dialog-parts';

/** One of the order's ways to reach the customer, as the block call names it. */
export interface BlockTarget {
  title: string;
  /** What is blocked, as the owner reads it: the phone number, the email, the account's name. */
  what: string;
  body: Omit<BlockBody, 'reason'>;
}

const blockFields = ['reason'] as const;

/** Blocking asks why, for the Blocklist and whoever lifts it later; a refusal (already blocked) stays in the dialog. */
export function BlockCustomerDialog({ target, onClose }: { target: BlockTarget; onClose: () => void }) {
  const create = useCreateBlock();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });

  const { onSubmit, formError } = useSaveForm(
    handleSubmit,
    async ({ reason }) => {
      const answer = await create.mutateAsync({ ...target.body, reason: reason.trim() });
      toast.success(answer.message);
      onClose();
    },
    (error) => showServerErrors(error, setError, blockFields),
  );

  return (
    <ModalDialog title={target.title} size="sm" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="break-words font-semibold text-ink">{target.what}</p>
        <p className="text-sm text-muted">
          No new order can be placed with it. Orders already placed stay as they are. You can lift the block on the{' '}
          <Link to={consolePath('blocks')} className="font-semibold text-leaf-700 underline underline-offset-2">
            Blocklist
          </Link>
          .
        </p>
        <BlockReasonField error={errors.reason?.message} registration={register('reason', blockReasonRules)} />
        <FormAlert message={formError} />
        <DialogActions onClose={onClose} closeLabel="Not now">
          <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
            {isSubmitting ? 'Blocking…' : 'Block'}
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

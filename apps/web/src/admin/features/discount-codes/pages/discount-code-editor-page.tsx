import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { getDiscountCode } from '@shop/core/discounts/admin-contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState, LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { versionAfterSave } from '../../../lib/edit-conflict';
import { useCreateDiscountCode } from '../api/create-discount-code';
import { discountCodeQueryOptions, useDiscountCode, type DiscountCodeWithOrders } from '../api/get-discount-code';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { DiscountCodeForm } from '../components/discount-code-form';
import { DiscountCodeResults } from '../components/discount-code-results';
import { DiscountCodeStateBadge } from '../components/discount-code-state-badge';
import { discountCodeChanges, discountCodeFormValues, newDiscountCodeValues, type CodeFields, type DiscountCodeFormValues } from '../discount-code-form-values';
import { discountCodeOffer, discountCodeState } from '../discount-code-rules';

const backToCodes = (
  <Link to={consolePath('discountCodes')} className={`${buttonClass.quiet} -ml-4`}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Discount codes
  </Link>
);

function NewDiscountCode() {
  const navigate = useNavigate();
  const createCode = useCreateDiscountCode();
  const save = async (_values: DiscountCodeFormValues, fields: CodeFields) => {
    const answer = await createCode.mutateAsync(fields);
    toast.success(answer.message);
    void navigate(consolePath('discountCodes', {}, answer.discountCode._id), { replace: true });
    return discountCodeFormValues(answer.discountCode);
  };
  return (
    <ConsolePage
      title="New discount code"
      description="Customers can use it as soon as it is saved, unless you pause it or give it a start."
      back={backToCodes}
    >
      <DiscountCodeForm initial={newDiscountCodeValues} draftName="discount-code:new" onSave={save} />
    </ConsolePage>
  );
}

/** An existing code: what changed goes in one PUT with the version the editor was opened on (decision 025). */
function EditDiscountCode({ data }: { data: DiscountCodeWithOrders }) {
  const { discountCode: code } = data;
  const updateCode = useUpdateDiscountCode();
  const saved = discountCodeFormValues(code);
  const queryClient = useQueryClient();
  // The version the editor was opened on, moved on by its own saves only.
  const [version, setVersion] = useState(code.version);

  const save = async (_values: DiscountCodeFormValues, fields: CodeFields) => {
    const changes = discountCodeChanges(saved, fields);
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing has changed since the last save.');
      return saved;
    }
    const answer = await updateCode.mutateAsync({ id: code._id, changes: { ...changes, version } });
    setVersion(versionAfterSave(version, answer.discountCode.version));
    toast.success(answer.message);
    return discountCodeFormValues(answer.discountCode);
  };

  /** Their version, fetched again: the form opens on it. */
  const loadTheirVersion = async () => {
    const fresh = await queryClient.fetchQuery({ ...discountCodeQueryOptions(code._id), staleTime: 0 });
    setVersion(fresh.discountCode.version);
    return discountCodeFormValues(fresh.discountCode);
  };

  const state = discountCodeState(code, new Date());
  return (
    <ConsolePage
      title={code.code}
      back={backToCodes}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <DiscountCodeStateBadge code={code} state={state} />
          <span>{discountCodeOffer(code)}</span>
        </span>
      }
    >
      <DiscountCodeForm key={code._id} initial={saved} draftName={`discount-code:${code._id}`} onSave={save} onReload={loadTheirVersion} />
      <DiscountCodeResults data={data} />
    </ConsolePage>
  );
}

function LoadDiscountCode({ id }: { id: string }) {
  const code = useDiscountCode(id);
  if (code.isPending) {
    return (
      <ConsolePage title="Discount code" back={backToCodes}>
        <LoadingRows rows={5} label="Loading the code…" />
      </ConsolePage>
    );
  }
  if (code.isError) {
    return (
      <ConsolePage title="Discount code" back={backToCodes}>
        {hasErrorCode<typeof getDiscountCode>(code.error, 'DISCOUNT_CODE_NOT_FOUND') ? (
          <EmptyState title="Discount code not found">
            <p>There is no code at this address. The list shows every code there is.</p>
          </EmptyState>
        ) : (
          <LoadError error={code.error} onRetry={() => void code.refetch()} />
        )}
      </ConsolePage>
    );
  }
  return <EditDiscountCode data={code.data} />;
}

/** /admin/discount-codes/new and /admin/discount-codes/:discountCodeId. */
export function DiscountCodeEditorPage() {
  const { discountCodeId } = useParams();
  return discountCodeId === undefined ? <NewDiscountCode /> : <LoadDiscountCode id={discountCodeId} />;
}

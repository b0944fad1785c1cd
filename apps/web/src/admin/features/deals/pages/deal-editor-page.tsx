import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { getAdminDeal } from '@shop/core/deals/admin-contract';
import { dealPhase, dealWindow } from '@shop/core/deals/deal-visibility';
import { pagePath } from '@shop/core/shared/routes';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState, LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useCreateDeal } from '../api/create-deal';
import { dealQueryOptions, useDeal } from '../api/get-deal';
import { versionAfterSave } from '../../../lib/edit-conflict';
import type { AdminDeal } from '../api/list-deals';
import { useSetDealStatus } from '../api/set-deal-status';
import { useSetDealStock } from '../api/set-deal-stock';
import { useUpdateDeal } from '../api/update-deal';
import { DealForm } from '../components/deal-form';
import { DealStateBadge } from '../components/deal-state-badge';
import { createDealBody, dealChanges, dealFormValues, newDealValues, type DealFormValues } from '../deal-form-values';

const backToDeals = (
  <Link to={consolePath('deals')} className={`${buttonClass.quiet} -ml-4`}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Deals
  </Link>
);

function NewDeal() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  const save = async (values: DealFormValues, numbers: { dealFinalPrice: number; quantity: number }) => {
    const answer = await createDeal.mutateAsync(createDealBody(values, numbers.dealFinalPrice, numbers.quantity));
    toast.success(answer.message);
    void navigate(consolePath('deals', {}, answer.deal._id), { replace: true });
    return dealFormValues(answer.deal);
  };
  return (
    <ConsolePage title="New deal" description="Saved as a draft unless you publish it." back={backToDeals}>
      <DealForm initial={newDealValues} draftName="deal:new" onSave={save} />
    </ConsolePage>
  );
}

/**
 * An existing deal: the fields go in one PATCH (only those changed), then the stock and the status,
 * which the API changes by their own calls. Each call that succeeded stays saved if a later one fails;
 * the form keeps what was typed and shows why.
 */
function EditDeal({ deal }: { deal: AdminDeal }) {
  const updateDeal = useUpdateDeal();
  const setStock = useSetDealStock();
  const setStatus = useSetDealStatus();
  const saved = dealFormValues(deal);
  const queryClient = useQueryClient();
  // The version the editor was opened on, moved on by its own saves only (decision 025).
  const [version, setVersion] = useState(deal.version);

  const save = async (values: DealFormValues, numbers: { dealFinalPrice: number; quantity: number }) => {
    const messages: string[] = [];
    let latest = deal;
    let knownVersion = version;
    const changes = dealChanges(saved, values, numbers.dealFinalPrice);
    if (Object.keys(changes).length > 0) {
      const answer = await updateDeal.mutateAsync({ id: deal._id, changes: { ...changes, version: knownVersion } });
      messages.push(answer.message);
      latest = answer.deal;
      knownVersion = versionAfterSave(knownVersion, answer.deal.version);
      setVersion(knownVersion);
    }
    if (numbers.quantity !== deal.quantity) {
      const answer = await setStock.mutateAsync({ id: deal._id, quantity: numbers.quantity });
      messages.push(answer.message);
      latest = answer.deal;
    }
    if (values.status !== deal.status) {
      const answer = await setStatus.mutateAsync({ id: deal._id, status: values.status });
      messages.push(answer.message);
      latest = answer.deal;
      setVersion(versionAfterSave(knownVersion, answer.deal.version));
    }
    if (messages.length === 0) toast.info('Nothing has changed since the last save.');
    else toast.success(messages.join(' '));
    return dealFormValues(latest);
  };

  /** Their version, fetched again: the form opens on it. */
  const loadTheirVersion = async () => {
    const fresh = await queryClient.fetchQuery({ ...dealQueryOptions(deal._id), staleTime: 0 });
    setVersion(fresh.version);
    return dealFormValues(fresh);
  };

  const state = dealPhase(dealWindow(deal), new Date());
  return (
    <ConsolePage
      title={deal.dealName}
      back={backToDeals}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <DealStateBadge state={state} />
          {state === 'live' ? (
            <a
              href={pagePath('deal', { dealId: deal._id })}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-leaf-700 hover:underline"
            >
              See it on the shop
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </span>
      }
    >
      <DealForm key={deal._id} initial={saved} draftName={`deal:${deal._id}`} onSave={save} onReload={loadTheirVersion} />
    </ConsolePage>
  );
}

function LoadDeal({ dealId }: { dealId: string }) {
  const deal = useDeal(dealId);
  if (deal.isPending) {
    return (
      <ConsolePage title="Deal" back={backToDeals}>
        <LoadingRows rows={5} label="Loading the deal…" />
      </ConsolePage>
    );
  }
  if (deal.isError) {
    return (
      <ConsolePage title="Deal" back={backToDeals}>
        {hasErrorCode<typeof getAdminDeal>(deal.error, 'DEAL_NOT_FOUND') ? (
          <EmptyState title="Deal not found">
            <p>It may have been removed. The list shows every deal there is.</p>
          </EmptyState>
        ) : (
          <LoadError error={deal.error} onRetry={() => void deal.refetch()} />
        )}
      </ConsolePage>
    );
  }
  return <EditDeal deal={deal.data} />;
}

/** /admin/deals/new and /admin/deals/:dealId. */
export function DealEditorPage() {
  const { dealId } = useParams();
  return dealId === undefined ? <NewDeal /> : <LoadDeal dealId={dealId} />;
}

import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { ListSearch } from '../../../components/list-search';
import { EmptyState, QueryView } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useDiscountCodes } from '../api/list-discount-codes';
import { DiscountCodesList } from '../components/discount-codes-list';
import { discountCodeState } from '../discount-code-rules';

const newCodePath = consolePath('discountCodes', {}, 'new');

/** /admin/discount-codes: every code with where it stands, its uses and what it brought; ?q= searches the code. */
export function DiscountCodesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const codes = useDiscountCodes(q);

  const search = (text: string) => {
    const next = new URLSearchParams(searchParams);
    if (text) next.set('q', text);
    else next.delete('q');
    setSearchParams(next);
  };

  return (
    <ConsolePage
      title="Discount codes"
      description="Codes customers type at checkout for money off or free delivery."
      actions={
        <Link to={newCodePath} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          New code
        </Link>
      }
    >
      <ListSearch key={q} label="Search discount codes" placeholder="Search by code, such as EID20" value={q} onSearch={search} className="mb-4" />
      <QueryView
        query={codes}
        isEmpty={(list) => list.length === 0}
        empty={
          q ? (
            <EmptyState title={`No codes match "${q}"`}>
              <p>Try another code, or clear the search.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No discount codes yet">
              <p>A code gives money off or free delivery to whoever types it at checkout: for a sale, a poster or a WhatsApp status.</p>
              <Link to={newCodePath} className={`${buttonClass.primary} mt-4`}>
                <Plus aria-hidden="true" className="size-4" />
                Create a code
              </Link>
            </EmptyState>
          )
        }
      >
        {(list) => {
          const now = new Date();
          return <DiscountCodesList rows={list.map((discountCode) => ({ discountCode, state: discountCodeState(discountCode, now) }))} />;
        }}
      </QueryView>
    </ConsolePage>
  );
}

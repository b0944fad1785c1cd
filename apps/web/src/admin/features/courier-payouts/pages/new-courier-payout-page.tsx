import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { SelectField } from '../../../components/form-fields';
import { LoadingRows, QueryView } from '../../../components/query-view';
import { consolePath, courierPath } from '../../../lib/console-paths';
import { useCouriers } from '../../orders/api/get-couriers';
import { usePreviewPayout, type PayoutSource } from '../api/preview-payout';
import { PayoutPreviewView } from '../components/payout-preview-view';
import { ReportUploadForm } from '../components/report-upload-form';
import { TypedLinesForm } from '../components/typed-lines-form';

type Way = 'file' | 'typed';

const ways: readonly { way: Way; label: string; note: string }[] = [
  { way: 'file', label: 'Upload the courier’s report (CSV)', note: 'The file the courier sends with its payment.' },
  { way: 'typed', label: 'Type it in', note: 'From the courier’s message or slip.' },
];

/** Which courier paid, and whether its report is uploaded or its lines typed. */
function WayChoice({ way, onChange }: { way: Way; onChange: (way: Way) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">How to give the payout</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {ways.map((choice) => (
          <label
            key={choice.way}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-linen bg-white px-3 py-2.5 text-sm text-ink has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50"
          >
            <input
              type="radio"
              name="payout-way"
              value={choice.way}
              checked={way === choice.way}
              onChange={() => onChange(choice.way)}
              className="mt-0.5 size-5 shrink-0 accent-leaf-700"
            />
            <span>
              <span className="block font-medium">{choice.label}</span>
              <span className="block text-xs text-muted">{choice.note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /admin/courier-payouts/new?courier= (docs/product.md §4 Courier payouts): a courier's payout, from its
 * report or typed in, checked against the orders; the preview shows every line's match and the offers,
 * and Apply records it.
 */
export function NewCourierPayoutPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const courier = searchParams.get('courier') ?? '';
  const couriers = useCouriers();
  const [way, setWay] = useState<Way>('file');
  const preview = usePreviewPayout();
  const checkError = preview.isError ? preview.error.message : null;
  const showing = preview.data && preview.data.courier === courier ? preview.data : null;

  const chooseCourier = (name: string) => {
    preview.reset();
    setSearchParams(name ? { courier: name } : {}, { replace: true });
  };
  const check = (source: PayoutSource) => preview.mutate(source);

  return (
    <ConsolePage
      title="Record a payout"
      description="Match a courier’s payment to the parcels it pays for: shortfalls, parcels to mark delivered or returned, and lines that match no order show before anything is saved."
      back={
        <Link
          to={courier ? courierPath(courier) : consolePath('couriers')}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {courier ? `Back to ${courier}` : 'Back to couriers'}
        </Link>
      }
    >
      {showing ? <PayoutPreviewView key={showing.previewId} preview={showing} onStartAgain={() => preview.reset()} /> : null}
      {/* Kept while the preview shows, so that changing the payout starts from what was chosen and typed. */}
      <div hidden={showing !== null} className="space-y-5">
        <QueryView query={couriers} loading={<LoadingRows rows={1} label="Loading the couriers…" />}>
          {(list) => (
            <SelectField
              label="Courier"
              value={courier}
              onChange={(event) => chooseCourier(event.target.value)}
              hint={list.length === 0 ? 'Add your couriers under Content, Delivery & settings.' : undefined}
              className="sm:max-w-xs"
            >
              <option value="">Choose the courier</option>
              {list.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {choice.name}
                </option>
              ))}
              {courier && !list.some((choice) => choice.name === courier) ? <option value={courier}>{courier}</option> : null}
            </SelectField>
          )}
        </QueryView>
        {courier ? (
          <>
            <WayChoice
              way={way}
              onChange={(next) => {
                preview.reset();
                setWay(next);
              }}
            />
            {way === 'file' ? (
              <ReportUploadForm key={courier} courier={courier} onCheck={check} checking={preview.isPending} checkError={checkError} />
            ) : (
              <TypedLinesForm courier={courier} onCheck={check} checking={preview.isPending} checkError={checkError} />
            )}
          </>
        ) : (
          <p className="text-sm text-muted">Choose the courier whose payout this is.</p>
        )}
      </div>
    </ConsolePage>
  );
}

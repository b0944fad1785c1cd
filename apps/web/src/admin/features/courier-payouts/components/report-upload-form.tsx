import { PAYOUT_FILE_BYTES_MAX, payoutColumnLabels, payoutColumns, type PayoutColumn, type PayoutMapping } from '@shop/core/couriers/courier-payouts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/form-field';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-fields';
import { useReadPayoutColumns, type PayoutColumnsReport } from '../api/read-payout-columns';
import type { PayoutSource } from '../api/preview-payout';

const requiredColumns = new Set<PayoutColumn>(['trackingNumber', 'codAmount']);

type ColumnChoice = Record<PayoutColumn, string>;

const choiceFrom = (report: PayoutColumnsReport): ColumnChoice => ({
  trackingNumber: report.mapping.trackingNumber ?? '',
  codAmount: report.mapping.codAmount ?? '',
  charges: report.mapping.charges ?? '',
  tax: report.mapping.tax ?? '',
});

/** What the report's first lines hold in a column: 'LE7712, LE7713, LE7714'. */
function sampleOf(report: PayoutColumnsReport, column: string): string | undefined {
  const index = report.columns.indexOf(column);
  if (index < 0) return undefined;
  const cells = report.sample.map((row) => row[index] ?? '').filter((cell) => cell.trim() !== '');
  return cells.length > 0 ? `First lines: ${cells.join(', ')}` : 'Empty in the first lines';
}

function mappingProblems(choice: ColumnChoice): Partial<Record<PayoutColumn, string>> {
  const problems: Partial<Record<PayoutColumn, string>> = {};
  if (!choice.trackingNumber) problems.trackingNumber = 'Choose the column with the tracking numbers';
  if (!choice.codAmount) problems.codAmount = 'Choose the column with the cash collected';
  else if (choice.codAmount === choice.trackingNumber) problems.codAmount = 'The cash cannot be in the tracking number’s column';
  return problems;
}

function mappingOf(choice: ColumnChoice): PayoutMapping {
  return {
    trackingNumber: choice.trackingNumber,
    codAmount: choice.codAmount,
    ...(choice.charges ? { charges: choice.charges } : {}),
    ...(choice.tax ? { tax: choice.tax } : {}),
  };
}

interface ReportUploadFormProps {
  courier: string;
  onCheck: (source: PayoutSource) => void;
  checking: boolean;
  /** The preview's refusal of this report, "Line 7: …" already. */
  checkError: string | null;
}

/**
 * The courier's payout report: the owner picks the file, the server reads its header row, and she says
 * which column holds what (filled in with her choice for this courier last time, or a guess), seeing
 * what the first lines hold under each; then the payout is checked against the orders.
 */
export function ReportUploadForm({ courier, onCheck, checking, checkError }: ReportUploadFormProps) {
  const read = useReadPayoutColumns();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [report, setReport] = useState<PayoutColumnsReport | null>(null);
  const [choice, setChoice] = useState<ColumnChoice | null>(null);
  const [problems, setProblems] = useState<Partial<Record<PayoutColumn, string>>>({});

  const readColumns = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileProblem('Choose the courier’s report, a CSV file');
      return;
    }
    if (file.size > PAYOUT_FILE_BYTES_MAX) {
      setFileProblem(`The file is larger than ${PAYOUT_FILE_BYTES_MAX / 1024 / 1024} MB: is it the payout report?`);
      return;
    }
    setFileProblem(null);
    read.mutate(
      { courier, file },
      {
        onSuccess: (answer) => {
          setReport(answer);
          setChoice(choiceFrom(answer));
          setProblems({});
        },
      },
    );
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !choice) return;
    const found = mappingProblems(choice);
    setProblems(found);
    if (Object.keys(found).length === 0) onCheck({ courier, file, mapping: mappingOf(choice) });
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={readColumns} aria-label="The courier’s report" className="space-y-3 rounded-2xl border border-linen bg-white p-4">
        <TextField
          label="The courier’s report (CSV)"
          type="file"
          accept=".csv,text/csv"
          hint={`The payout report as the courier sends it, at most ${PAYOUT_FILE_BYTES_MAX / 1024 / 1024} MB.`}
          error={fileProblem ?? undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileProblem(null);
            setReport(null);
            setChoice(null);
            read.reset();
          }}
        />
        <FormAlert message={read.isError ? read.error.message : null} />
        <button type="submit" disabled={read.isPending} className={buttonClass.secondary}>
          {read.isPending ? 'Reading the columns…' : 'Read the columns'}
        </button>
      </form>

      {report && choice ? (
        <form noValidate onSubmit={check} aria-label="Which column holds what" className="space-y-4 rounded-2xl border border-linen bg-white p-4">
          <div>
            <h3 className="font-sans text-base font-semibold text-ink">Which column holds what</h3>
            <p role="status" className="text-sm text-muted">
              {report.kept
                ? `Using the columns you chose last time for ${report.courier}.`
                : 'Guessed from the columns’ names: check each one against its first lines.'}{' '}
              {report.rows === 1 ? '1 line' : `${report.rows} lines`} under the header.
            </p>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {payoutColumns.map((column) => (
              <SelectField
                key={column}
                label={`${payoutColumnLabels[column]}${requiredColumns.has(column) ? '' : ' (optional)'}`}
                value={choice[column]}
                hint={choice[column] ? sampleOf(report, choice[column]) : undefined}
                error={problems[column]}
                onChange={(event) => setChoice({ ...choice, [column]: event.target.value })}
              >
                <option value="">{requiredColumns.has(column) ? 'Choose a column' : 'Not in this report'}</option>
                {report.columns.map((name, index) => (
                  <option key={`${index}-${name}`} value={name}>
                    {name}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          <FormAlert message={checkError} />
          <button type="submit" disabled={checking} className={buttonClass.primary}>
            {checking ? 'Checking…' : 'Check payout'}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** What Apply hands the payout's page it opens: the server's word on what was recorded. */
export interface AppliedPayoutState {
  message: string;
}

export function appliedPayoutOf(state: unknown): AppliedPayoutState | undefined {
  const message = (state as Partial<AppliedPayoutState> | null)?.message;
  return typeof message === 'string' ? { message } : undefined;
}

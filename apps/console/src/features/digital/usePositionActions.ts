import {
  type DigitalPositionStatus,
  jobEndpoints,
  digitalOperationsEndpoints as ops,
  type PositionAction,
  type PositionActionResult,
} from '@adconsole/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import type { BulkActionOption, BulkState, ListController } from '../../kit/useList.ts';

/** A bulk action of the operations lists: one of spec 3 §7's calls, with its target status. */
export interface PositionActionOption extends BulkActionOption {
  call: PositionAction;
  status?: DigitalPositionStatus;
}

const POLL_MS = 500;

/** The refusals the operations texts say themselves (`digital.refusals.<key>`). */
const OWN_REASONS = new Set(['TRANSITION_NOT_ALLOWED', 'NOTHING_TO_CHECK', 'FORBIDDEN']);

/**
 * The kit's bulk flow for the position actions: the dry run says what will change and what
 * is refused and why; the run answers per position — at once for a few, or as a background
 * job for many, whose progress the screen shows (`jobId`) and whose per-position results are
 * fetched when it ends. Replaces the list controller's `bulk`, so ListView's dialog shows it.
 */
export function usePositionActions(list: ListController, actions: readonly PositionActionOption[]) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkState>();
  const [jobId, setJobId] = useState<number>();
  const ids = list.bulk.selectedIds;

  const { t } = useTranslation();
  /**
   * The server's reasons are English; a refusal by the transition table is said in the
   * interface language with the position's status (the kit shows the reason as given when its
   * key is not one of its own).
   */
  const translated = (result: PositionActionResult): PositionActionResult => {
    const statusOf = new Map(
      (list.rows as { id: number; status?: string }[]).map((row) => [row.id, row.status]),
    );
    return {
      ...result,
      results: result.results.map((row) => {
        const status = statusOf.get(row.id);
        if (
          row.outcome !== 'REFUSED' ||
          !row.translationKey ||
          !OWN_REASONS.has(row.translationKey)
        ) {
          return row;
        }
        return {
          ...row,
          translationKey: 'DIGITAL',
          reason: t(`digital.refusals.${row.translationKey}`, {
            status: status ? t(`statuses.${status}`) : '',
          }),
        };
      }),
    };
  };
  const request = async (action: PositionActionOption, dryRun: boolean) =>
    translated(
      await call(ops.operationsPositionAction, {
        params: { action: action.call },
        body: { ids, dryRun, ...(action.status ? { status: action.status } : {}) },
      }),
    );

  const finished = async (action: PositionActionOption, result: PositionActionResult) => {
    setState({ action, phase: 'result', result });
    list.setSelection(
      Object.fromEntries(
        result.results
          .filter((row) => row.outcome === 'REFUSED')
          .map((row) => [String(row.id), true]),
      ),
    );
    await Promise.all([
      invalidatePath(queryClient, 'ws-operations'),
      queryClient.invalidateQueries({ queryKey: ['api'] }),
    ]);
  };

  const waitForJob = async (action: PositionActionOption, id: number) => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const progress = await call(jobEndpoints.jobsProgress, { params: { id } });
      if (progress.state === 'COMPLETED' || progress.state === 'FAILED') break;
    }
    setJobId(undefined);
    await finished(action, translated(await call(ops.operationsActionResults, { params: { id } })));
  };

  return {
    ...list.bulk,
    // The position actions take chosen ids only (their own call): no "select all N".
    canSelectAll: false,
    allChosen: false,
    actions: [...actions] as BulkActionOption[],
    state,
    /** The background job of a run over many positions, while it runs. */
    jobId,
    preview: async (option: BulkActionOption) => {
      const action = option as PositionActionOption;
      const result = await request(action, true);
      setState({ action, phase: 'preview', result });
    },
    run: async () => {
      if (!state) return;
      const action = state.action as PositionActionOption;
      setState({ ...state, phase: 'running' });
      try {
        const result = await request(action, false);
        if (result.jobId) {
          setJobId(result.jobId);
          await waitForJob(action, result.jobId);
        } else {
          await finished(action, result);
        }
      } catch (error) {
        setState({ ...state, phase: 'preview' });
        throw error;
      }
    },
    close: () => setState(undefined),
  };
}

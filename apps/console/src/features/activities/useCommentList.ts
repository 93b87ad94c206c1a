import {
  type Comment,
  type Comments,
  createCrmComment,
  deleteCrmComment,
  downloadFile,
  getCrmComments,
  updateCrmComment,
} from '@adconsole/api';
import { CONTACT_SEARCH_DEBOUNCE_MS, type Option, useToast } from '@adconsole/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { selectedCompanyStore } from '../../app/storage.ts';
import { COMMENT_FILTER_PARAMS, commentFilters, listFilterQueryOf } from './activityFilters.ts';
import { deleteRemoved, filesToSend, saveDownload, uploadPending } from './attachments.ts';
import type { CommentFormValues } from './commentForm.ts';
import { commentWriteOf } from './commentValues.ts';
import { useFilteredList } from './useFilteredList.ts';
import { useInlineEditing } from './useInlineEditing.ts';

export interface CommentListOptions {
  scope: string;
  prefix?: string;
  /** The account of an account page: the invoicing-account filter is locked to it. */
  account?: Option;
}

export type CommentEditing = { mode: 'create' } | { mode: 'edit'; commentId: number };

const commentsKey = ['comments', 'crm'] as const;

/**
 * The controller of the CRM comments (spec 2 §2, §4): filters, paging and the state in the
 * URL and session storage; create (inserted at the top, total +1), edit (updated in place) and
 * delete (removed at once, total −1), each followed by a reload and a success notice.
 */
export function useCommentList({ scope, prefix, account }: CommentListOptions) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const company = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  const lockedAccountId = account ? Number(account.id) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language.
  const definitions = useMemo(
    () => commentFilters(t, { lockedAccountId, contactDebounceMs: CONTACT_SEARCH_DEBOUNCE_MS }),
    [t, i18n.language, lockedAccountId],
  );
  const list = useFilteredList({ scope, prefix, definitions, params: COMMENT_FILTER_PARAMS });
  const query = { ...listFilterQueryOf(list.state, lockedAccountId), sort: 'createdAt' as const };
  const queryKey = [...commentsKey, company?.id ?? null, query];
  const comments = useQuery({
    queryKey,
    queryFn: ({ signal }) => getCrmComments(apiClient, query, { signal }),
    placeholderData: keepPreviousData,
  });

  const { editing, open, close, guard } = useInlineEditing<CommentEditing>();
  const reload = () => queryClient.invalidateQueries({ queryKey: commentsKey });
  const updateLocal = (update: (page: Comments) => Comments) =>
    queryClient.setQueryData<Comments>(queryKey, (page) => (page ? update(page) : page));

  const save = useMutation({
    mutationFn: async ({ values, comment }: { values: CommentFormValues; comment?: Comment }) => {
      const uploaded = await uploadPending(values.files, t);
      const body = commentWriteOf(values, filesToSend(values.files, uploaded), comment);
      const saved = comment
        ? await updateCrmComment(apiClient, { commentId: comment.id }, body)
        : await createCrmComment(apiClient, body);
      await deleteRemoved(values.files);
      return saved;
    },
    meta: { ignoreStatuses: [422] },
    onSuccess: (saved, { comment }) => {
      updateLocal((page) =>
        comment
          ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) }
          : { items: [saved, ...page.items], total: page.total + 1 },
      );
      toast({
        title: comment ? t('comments.toast.updated') : t('comments.toast.created'),
        tone: 'positive',
      });
      return reload();
    },
  });

  const remove = useMutation({
    mutationFn: (comment: Comment) => deleteCrmComment(apiClient, { commentId: comment.id }),
    onSuccess: (_nothing, comment) => {
      updateLocal((page) => ({
        items: page.items.filter((item) => item.id !== comment.id),
        total: Math.max(0, page.total - 1),
      }));
      toast({ title: t('comments.toast.deleted'), tone: 'positive' });
      return reload();
    },
  });

  const download = useCallback(
    async (fileId: string) => {
      const file = await downloadFile(apiClient, { fileId });
      if (file) saveDownload(file);
      else toast({ title: t('activities.noFile'), tone: 'warning' });
    },
    [t, toast],
  );

  const total = comments.data?.total ?? 0;
  return {
    filterBar: {
      ...list.filterBar,
      ...(account ? { lockedValues: { INVOICING_ACCOUNT: account } } : {}),
    },
    items: comments.data?.items ?? [],
    total,
    isLoading: comments.isPending,
    pagination: list.pagination(total),
    editing,
    openCreate: () => void open({ mode: 'create' }),
    openEdit: (comment: Comment) => void open({ mode: 'edit', commentId: comment.id }),
    close,
    /** The open form's 'unsaved changes' question, asked before another form opens. */
    guard,
    save: (values: CommentFormValues, comment?: Comment) =>
      save.mutateAsync({ values, ...(comment ? { comment } : {}) }),
    remove: (comment: Comment) => remove.mutateAsync(comment),
    download,
  };
}

export type CommentListController = ReturnType<typeof useCommentList>;

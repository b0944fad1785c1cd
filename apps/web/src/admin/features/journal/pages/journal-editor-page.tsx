import type { getAdminBlogPost } from '@shop/core/journal/admin-contract';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ConsolePage } from '../../../components/console-page';
import { PublicationBadge } from '../../../components/publication-badge';
import { EmptyState, LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useCreatePost } from '../api/create-post';
import { useDeletePost } from '../api/delete-post';
import { postQueryOptions, usePost } from '../api/get-post';
import { versionAfterSave } from '../../../lib/edit-conflict';
import type { AdminPost } from '../api/list-posts';
import { useSetPostFeatured } from '../api/set-post-featured';
import { useSetPostStatus } from '../api/set-post-status';
import { useUpdatePost } from '../api/update-post';
import { PostForm } from '../components/post-form';
import { FeaturedMark } from '../components/featured-mark';
import { emptyPostForm, newPostBody, postChanges, postFormValues, type PostFormValues } from '../post-form-values';

function BackToJournal() {
  return (
    <Link to={consolePath('journal')} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-leaf-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All articles
    </Link>
  );
}

function NewPost() {
  const navigate = useNavigate();
  const create = useCreatePost();

  const save = async (values: PostFormValues) => {
    const post = await create.mutateAsync(newPostBody(values));
    toast.success(post.status === 'published' ? 'Article published' : 'Draft saved');
    void navigate(consolePath('journal', {}, post._id), { replace: true });
  };

  return (
    <ConsolePage title="New article" description="Write it, check the preview, and publish it when it is ready." back={<BackToJournal />}>
      <PostForm defaultValues={emptyPostForm} draftName="post:new" onSave={save} />
    </ConsolePage>
  );
}

/** Where a saved post stands now, in the words of the toast that says it was saved. */
function savedMessage(before: AdminPost, after: AdminPost): string {
  if (before.status !== after.status) return after.status === 'published' ? 'Article published' : 'Article taken back to draft';
  return 'Article saved';
}

function PostEditor({ post }: { post: AdminPost }) {
  const navigate = useNavigate();
  const update = useUpdatePost();
  const setStatus = useSetPostStatus();
  const setFeatured = useSetPostFeatured();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const queryClient = useQueryClient();
  // The version the editor was opened on, moved on by its own saves only (decision 025).
  const [version, setVersion] = useState(post.version);
  const remove = useDeletePost({
    leave: () => {
      toast.success('Article deleted');
      void navigate(consolePath('journal'));
    },
  });

  // The article's fields, its status and whether it is featured are three calls; each runs only
  // when its part changed, and a refusal stops the rest with the owner's typing kept.
  const save = async (values: PostFormValues): Promise<PostFormValues> => {
    const changes = postChanges(post, values);
    let saved = post;
    let known = version;
    const took = (answer: AdminPost) => {
      saved = answer;
      known = versionAfterSave(known, answer.version);
      setVersion(known);
    };
    if (Object.keys(changes).length > 0) took(await update.mutateAsync({ id: post._id, changes: { ...changes, version: known } }));
    if (values.status !== saved.status) took(await setStatus.mutateAsync({ id: post._id, status: values.status }));
    if (values.featured !== saved.featured) took(await setFeatured.mutateAsync({ id: post._id, featured: values.featured }));
    if (saved === post) toast.info('Nothing has changed since the last save.');
    else toast.success(savedMessage(post, saved));
    return postFormValues(saved);
  };

  return (
    <>
      <PostForm
        defaultValues={postFormValues(post)}
        draftName={`post:${post._id}`}
        onSave={save}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...postQueryOptions(post._id), staleTime: 0 });
          setVersion(fresh.version);
          return postFormValues(fresh);
        }}
        extraActions={
          <button type="button" onClick={() => setConfirmingDelete(true)} className={`${buttonClass.danger} sm:ml-auto`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        }
      />
      {confirmingDelete ? (
        <ConfirmDeleteDialog
          title="Delete this article?"
          confirmLabel="Delete article"
          onConfirm={() => remove.mutateAsync(post._id)}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>“{post.title || 'Untitled'}” leaves the journal and its address stops working. This cannot be undone.</p>
        </ConfirmDeleteDialog>
      ) : null}
    </>
  );
}

function EditPost({ id }: { id: string }) {
  const query = usePost(id);
  const post = query.data;

  if (!post && query.isError && hasErrorCode<typeof getAdminBlogPost>(query.error, 'POST_NOT_FOUND')) {
    return (
      <ConsolePage title="Article not found" back={<BackToJournal />}>
        <EmptyState title="There is no article at this address">It may have been deleted. The journal lists every article there is.</EmptyState>
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      title={post ? post.title || 'Untitled article' : 'Article'}
      back={<BackToJournal />}
      description={
        post ? (
          <span className="flex flex-wrap items-center gap-2">
            <PublicationBadge status={post.status} />
            {post.featured ? <FeaturedMark /> : null}
            <span>Written {formatShopDateTime(post.createdAt)}</span>
          </span>
        ) : undefined
      }
      actions={
        post?.status === 'published' ? (
          <a href={`/blog/${encodeURIComponent(post._id)}`} target="_blank" rel="noreferrer" className={buttonClass.secondary}>
            View on the shop
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : undefined
      }
    >
      {/* Once loaded, the form stays: a failed refetch in the background must not take away what the owner is typing. */}
      {post ? (
        <PostEditor key={post._id} post={post} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingRows rows={6} />
      )}
    </ConsolePage>
  );
}

/** /admin/journal/new writes an article; /admin/journal/:postId changes, publishes, features or deletes one. */
export function JournalEditorPage() {
  const { postId } = useParams();
  return postId ? <EditPost key={postId} id={postId} /> : <NewPost />;
}

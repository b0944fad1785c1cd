import { lazy, Suspense, useDeferredValue } from 'react';
import { LoadingRows } from '../../../components/query-view';

// The storefront's own renderer, so the preview is what shoppers will read. It carries the markdown
// parser, the heaviest code of the journal: a chunk of its own, fetched when the editor first shows it.
const ArticleContent = lazy(() => import('../../../../components/ui/article-content').then((module) => ({ default: module.ArticleContent })));

/** The article body as the storefront renders it; it follows the typing a beat behind, so typing never waits for it. */
export function ArticlePreview({ content }: { content: string }) {
  const shown = useDeferredValue(content);
  return (
    <Suspense fallback={<LoadingRows rows={3} label="Loading the preview…" />}>
      <ArticleContent content={shown} />
    </Suspense>
  );
}

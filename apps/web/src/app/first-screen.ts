import { handlePage, matchPage, type PageHandlers } from '@shop/core/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { businessDetailsQueryOptions } from '../features/business/api/get-business-details';
import { bestSellersQueryOptions, latestProductsQueryOptions } from '../features/catalog/api/get-home-products';
import { productsByIdsQueryOptions } from '../features/catalog/api/get-products-by-ids';
import { categoryProductsQueryOptions } from '../features/catalog/api/get-related-products';
import { searchProductsQueryOptions } from '../features/catalog/api/search-products';
import { teamMembersQueryOptions } from '../features/content/company/api/get-team-members';
import { bannersQueryOptions } from '../features/content/api/get-banners';
import { testimonialsQueryOptions } from '../features/content/api/get-testimonials';
import { dealQueryOptions } from '../features/deals/api/get-deal';
import { dealsQueryOptions } from '../features/deals/api/get-deals';
import { blogPostQueryOptions } from '../features/journal/api/get-blog-post';
import { blogPostsQueryOptions } from '../features/journal/api/get-blog-posts';

/** Starts the queries of a page's first screen; `search` is the address's query without its '?'. */
type FirstScreen = (queryClient: QueryClient, search: string) => Promise<unknown>;

const prefetch =
  (...options: { queryKey: readonly unknown[] }[]): FirstScreen =>
  (queryClient) =>
    Promise.all(options.map((option) => queryClient.prefetchQuery(option as Parameters<QueryClient['prefetchQuery']>[0])));

const nothing: FirstScreen = async () => undefined;

/**
 * The queries each page makes for its first screen whose answers the server writes into the page's
 * HTML (apps/api seo/page-data.ts): the same calls, made through the same query options, so the
 * pages find them in the cache.
 */
const firstScreens: PageHandlers<FirstScreen> = {
  home: () => prefetch(bannersQueryOptions(), bestSellersQueryOptions(), latestProductsQueryOptions(), dealsQueryOptions(), testimonialsQueryOptions()),
  // The HTML answers only the unfiltered first page: a filtered one is the page's own call.
  collection: () => (queryClient, search) => (search === '' ? prefetch(searchProductsQueryOptions({}))(queryClient, search) : Promise.resolve()),
  about: () => prefetch(teamMembersQueryOptions()),
  contact: () => nothing,
  product:
    ({ productId }) =>
    async (queryClient) => {
      const products = await queryClient.fetchQuery(productsByIdsQueryOptions([productId])).catch(() => []);
      const category = products.find((product) => product._id === productId)?.category;
      if (category) await queryClient.prefetchQuery(categoryProductsQueryOptions(category));
    },
  deal: ({ dealId }) => prefetch(dealQueryOptions(dealId), dealsQueryOptions()),
  cart: () => prefetch(dealsQueryOptions()),
  blog: () => prefetch(blogPostsQueryOptions()),
  article: ({ id }) => prefetch(blogPostQueryOptions(id)),
  orders: () => nothing,
  confirmOrder: () => nothing,
  confirmOrderCode: () => nothing,
  placeOrder: () => prefetch(dealsQueryOptions()),
  orderPlaced: () => nothing,
  login: () => nothing,
  account: () => nothing,
  verifyEmail: () => nothing,
  newsletterConfirm: () => nothing,
  newsletterUnsubscribe: () => nothing,
  cartRemindersUnsubscribe: () => nothing,
};

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Resolves after the tasks already queued, and so after every promise already settled has run its callbacks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves when the page can be drawn whole: its module is loaded (the router's lazy route; the HTML
 * preloads its scripts) and its first data, answered from the page's HTML without a round trip, is in
 * the cache. Drawn then, the page appears at once, in one pass, instead of as a loading screen, then
 * skeletons, then each section as its answer lands, each a pass of its own on a slow phone's CPU.
 * A call the HTML does not answer is not waited for: it goes on in the background, and its section
 * shows its skeleton until the answer arrives, as it would have.
 */
export async function firstScreenReady(router: AppRouter, queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const match = matchPage(location.pathname);
  void queryClient.prefetchQuery(businessDetailsQueryOptions());
  if (match) void handlePage(match, firstScreens)(queryClient, location.search.replace(/^\?/, ''));
  await routerInitialized(router);
  await nextTask();
}

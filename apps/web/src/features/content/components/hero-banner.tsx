import type { BannerDto } from '@shop/core/content/dtos';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSrcSet, largestImageSizes } from '@shop/core/shared/image-sources';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { Skeleton } from '../../../components/ui/skeleton';
import { bannersErrorMessage, useBanners } from '../api/get-banners';

/** docs/product.md §9 banner carousel: fade, every 5 s, 500 ms. */
const BANNER_AUTOPLAY_MS = 5000;
const BANNER_SPEED_MS = 500;

// Every state keeps the same height, so nothing below the banner jumps when it arrives.
const frameClass = 'h-[26rem] sm:h-[28rem] lg:h-[32rem]';

/** A redirect to this very site stays inside the app; anything else is an ordinary link. */
function appPath(redirectUrl: string): string | null {
  const url = redirectUrl.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

const buttonClass =
  'mt-6 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-leaf-800 shadow transition-colors hover:bg-leaf-50 focus-visible:outline-white';

function BannerButton({ text, redirectUrl }: { text: string; redirectUrl: string }) {
  const inside = appPath(redirectUrl);
  const content = (
    <>
      {text}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return inside !== null ? (
    <Link to={inside} className={buttonClass}>
      {content}
    </Link>
  ) : (
    <a href={redirectUrl} className={buttonClass}>
      {content}
    </a>
  );
}

function BannerSlide({ banner, index }: { banner: BannerDto; index: number }) {
  const first = index === 0;
  const showButton = Boolean(banner.buttonText.trim() && banner.redirectUrl.trim());
  return (
    <div className={`relative overflow-hidden bg-leaf-800 ${frameClass}`}>
      <img
        src={banner.imageUrl}
        srcSet={bannerSrcSet(banner.imageUrl)}
        sizes={largestImageSizes.homeBanner}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        alt=""
        // The first banner is the page's largest content: fetch it first. The others wait their turn.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? undefined : 'async'}
        className="absolute inset-0 size-full object-cover object-right"
      />
      {/* A dark wash under the words keeps them readable on any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/45 to-black/20 sm:bg-gradient-to-r sm:from-black/70 sm:via-black/40 sm:to-transparent"
      />
      <div className="shop-container relative flex h-full flex-col justify-end pb-20 sm:justify-center sm:pb-0">
        <div className="max-w-xl text-white">
          <h2 className="text-3xl leading-tight [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] sm:text-5xl">
            {banner.headingLine1}
            {banner.headingLine2.trim() ? (
              <>
                {' '}
                <span className="mt-1 block text-2xl text-leaf-100 sm:text-4xl">{banner.headingLine2}</span>
              </>
            ) : null}
          </h2>
          {banner.subtext.trim() ? <p className="mt-4 text-base text-white/90 [text-shadow:0_1px_2px_rgb(0_0_0/0.45)] sm:text-lg">{banner.subtext}</p> : null}
          {showButton ? <BannerButton text={banner.buttonText} redirectUrl={banner.redirectUrl} /> : null}
        </div>
      </div>
    </div>
  );
}

const renderBanner = (banner: BannerDto, index: number) => <BannerSlide banner={banner} index={index} />;
const bannerKey = (banner: BannerDto) => banner._id;
const oneSlide = () => 1;

function BannerMessage({ children }: { children: ReactNode }) {
  return <div className={`flex flex-col items-center justify-center gap-4 bg-leaf-50 px-6 text-center ${frameClass}`}>{children}</div>;
}

/** docs/product.md §2 Home 1: the full-width hero banner carousel. */
export function HeroBanner() {
  const { data: banners, isPending, isError, error } = useBanners();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading banners" className={`relative bg-leaf-50 ${frameClass}`}>
        <div className="shop-container flex h-full flex-col justify-center gap-4">
          <Skeleton className="h-10 w-3/4 max-w-lg" />
          <Skeleton className="h-8 w-1/2 max-w-sm" />
          <Skeleton className="h-5 w-2/3 max-w-md" />
          <Skeleton className="mt-2 h-11 w-44 rounded-full" />
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <BannerMessage>
        <p role="alert" className="font-medium text-red-700">
          {bannersErrorMessage(error)}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-leaf-700 px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-leaf-800"
        >
          Try Again
        </button>
      </BannerMessage>
    );
  }
  if (banners.length === 0) {
    return (
      <BannerMessage>
        <p className="text-muted">No banners available</p>
      </BannerMessage>
    );
  }
  return (
    <Carousel
      items={banners}
      renderItem={renderBanner}
      getKey={bannerKey}
      slidesPerView={oneSlide}
      autoplayMs={BANNER_AUTOPLAY_MS}
      speedMs={BANNER_SPEED_MS}
      label="Featured"
      showArrows
      fade
    />
  );
}

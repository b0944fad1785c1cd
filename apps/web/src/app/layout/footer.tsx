import type { SocialNetwork } from '@shop/core/business/business-details';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon } from '../../components/ui/social-icons';
import { businessDefaults, useBusinessDetails } from '../../features/business/api/get-business-details';
import { socialLinks, type SocialLink } from '../../lib/social-links';

const companyLinks = [
  { to: '/about', label: 'ABOUT' },
  { to: '/collection', label: 'PRODUCTS' },
  { to: '/blog', label: 'BLOGS' },
  { to: '/contact', label: 'CONTACT' },
] as const;

const socialIcons: Record<SocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  whatsapp: WhatsAppIcon,
};

/** The developer's credit (docs/product.md §2, the common layout); it names no shop, so it is never another shop's name. */
export const developerCredit = 'Crafted with care by our web team';

function Skeleton({ className }: { className: string }) {
  return <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-linen ${className}`} />;
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.16em] text-ink">{children}</h2>;
}

function SocialIconLink({ link }: { link: SocialLink }) {
  const Icon = socialIcons[link.network];
  const shape = 'inline-flex size-10 items-center justify-center rounded-full border';
  if (link.href) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${link.label} (opens in a new tab)`}
        title={link.label}
        className={`${shape} border-leaf-700/30 bg-white text-leaf-700 transition-colors hover:border-leaf-700 hover:bg-leaf-700 hover:text-white`}
      >
        <Icon className="size-[18px]" />
      </a>
    );
  }
  const notSet = `${link.label} link not set`;
  // Shown so shoppers know the network exists, but inert: no href, not focusable, announced as disabled.
  return (
    <span role="link" aria-disabled="true" aria-label={notSet} title={notSet} className={`${shape} cursor-not-allowed border-linen bg-sand text-muted/50`}>
      <Icon className="size-[18px]" />
    </span>
  );
}

export function Footer() {
  const { data: details, isPending } = useBusinessDetails();
  const year = new Date().getFullYear();
  const shopName = details?.company.name.trim() ?? '';
  const companyName = shopName || businessDefaults.companyName;
  const description = details?.company.description || businessDefaults.description;
  const phone = details?.contact.customerSupport.phone || businessDefaults.supportPhone;
  const email = details?.contact.customerSupport.email || businessDefaults.supportEmail;
  const address = details?.location.displayAddress || businessDefaults.address;
  const links = socialLinks(details);
  const anySet = links.some((link) => link.href !== null);
  // Placeholder contacts are shown as text only: a shopper must never dial or mail a made-up address.
  const phoneIsReal = Boolean(details?.contact.customerSupport.phone);
  const emailIsReal = Boolean(details?.contact.customerSupport.email);

  return (
    <footer className="mt-16 border-t border-linen bg-sand/60">
      <div className="shop-container grid gap-10 py-12 sm:grid-cols-2 sm:py-16 lg:grid-cols-[1.6fr_1fr_1.3fr_1fr] lg:gap-12">
        <div>
          <Link to="/" aria-label={`${companyName} home`} className="inline-flex rounded-md">
            {isPending ? (
              <Skeleton className="h-9 w-[141px]" />
            ) : (
              <BrandLogo src={details?.logos.website.url} alt={companyName} className="h-9 w-auto max-w-[180px] object-contain" />
            )}
          </Link>
          {isPending ? (
            <span className="mt-5 flex flex-col gap-2">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-4/5" />
            </span>
          ) : (
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-muted">{description}</p>
          )}
        </div>

        <nav aria-label="Company">
          <FooterHeading>COMPANY</FooterHeading>
          <ul className="flex flex-col gap-2.5 text-sm text-muted">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-leaf-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>CONTACT</FooterHeading>
          {isPending ? (
            <span className="flex flex-col gap-3">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3.5 w-44" />
              <Skeleton className="h-3.5 w-52" />
            </span>
          ) : (
            <address className="flex flex-col gap-3 text-sm not-italic text-muted">
              <span className="flex items-start gap-2.5">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
                {phoneIsReal ? (
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-leaf-700">
                    {phone}
                  </a>
                ) : (
                  <span>{phone}</span>
                )}
              </span>
              <span className="flex items-start gap-2.5">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
                {emailIsReal ? (
                  <a href={`mailto:${email}`} className="break-all hover:text-leaf-700">
                    {email}
                  </a>
                ) : (
                  <span className="break-all">{email}</span>
                )}
              </span>
              <span className="flex items-start gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
                <span>{address}</span>
              </span>
            </address>
          )}
        </div>

        <div>
          <FooterHeading>FOLLOW US</FooterHeading>
          {isPending ? (
            <span className="flex gap-2.5">
              {links.map((link) => (
                <Skeleton key={link.network} className="size-10 rounded-full" />
              ))}
            </span>
          ) : (
            <>
              <ul className="flex flex-wrap gap-2.5">
                {links.map((link) => (
                  <li key={link.network}>
                    <SocialIconLink link={link} />
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted">{anySet ? 'Follow us for updates and promotions' : 'Social links coming soon'}</p>
            </>
          )}
        </div>
      </div>

      <div className="border-t border-linen">
        {/* The extra room keeps the credit clear of the floating scroll-to-top button. */}
        <div className="shop-container flex flex-col items-center gap-1 pb-20 pt-5 text-center text-xs text-muted sm:flex-row sm:justify-between sm:pb-5 sm:pr-24 sm:text-left">
          <p>
            {/* Only the shop's own name: when the details fail there is no name to show, never a made-up one. */}
            {isPending ? (
              <>
                © {year} <Skeleton className="h-3 w-16 align-middle" />. All rights reserved.
              </>
            ) : shopName ? (
              `© ${year} ${shopName}. All rights reserved.`
            ) : (
              `© ${year}. All rights reserved.`
            )}
          </p>
          <p>{developerCredit}</p>
        </div>
      </div>
    </footer>
  );
}

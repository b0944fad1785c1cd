import type { BusinessDetails, SocialNetwork } from '@shop/core/business/business-details';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon } from '../../../../components/ui/social-icons';
import { socialLinks } from '../../../../lib/social-links';
import { directionsHref } from '../store-details';

const socialIcons: Record<SocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  whatsapp: WhatsAppIcon,
};

function Line({ icon: Icon, label, children }: { icon: ComponentType<{ className?: string }>; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3.5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-leaf-700 shadow-sm">
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="min-w-0 pt-0.5">
        <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</span>
        <span className="mt-0.5 block text-ink">{children}</span>
      </span>
    </li>
  );
}

function SocialList({ details }: { details: BusinessDetails }) {
  // Only the networks the shop has set become links here; the footer shows the unset ones greyed out.
  const links = socialLinks(details).filter((link) => link.href !== null);
  return (
    <div className="mt-8 border-t border-leaf-100 pt-6">
      <h3 className="font-sans text-sm font-semibold text-ink">Follow us</h3>
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Social links coming soon</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2.5">
          {links.map((link) => {
            const Icon = socialIcons[link.network];
            return (
              <li key={link.network}>
                <a
                  href={link.href!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-full border border-leaf-700/30 bg-white px-3.5 py-2 text-sm font-medium text-leaf-800 transition-colors hover:border-leaf-700 hover:bg-leaf-700 hover:text-white"
                >
                  <Icon className="size-4" />
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

interface ContactDetailsProps {
  details: BusinessDetails | undefined;
  isPending: boolean;
  isError: boolean;
}

/** docs/product.md §2 Contact: phone, email, address and social links from the business details. */
export function ContactDetails({ details, isPending, isError }: ContactDetailsProps) {
  if (isPending) {
    return (
      <div role="status" aria-label="Loading contact details" className="space-y-5">
        {[1, 2, 3].map((row) => (
          <span key={row} className="flex items-center gap-3.5">
            <Skeleton className="size-10 rounded-full" />
            <span className="flex-1 space-y-2">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-48" />
            </span>
          </span>
        ))}
      </div>
    );
  }
  if (isError || !details) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        Failed to load business information
      </p>
    );
  }

  const { phone, email, hours } = details.contact.customerSupport;
  const address = details.location.displayAddress.trim();
  const mapLink = directionsHref(details.location.googleMapsLink);
  return (
    <>
      <ul className="space-y-5 text-sm">
        {phone.trim() ? (
          <Line icon={Phone} label="Phone">
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-leaf-700">
              {phone}
            </a>
          </Line>
        ) : null}
        {email.trim() ? (
          <Line icon={Mail} label="Email">
            <a href={`mailto:${email.trim()}`} className="break-all hover:text-leaf-700">
              {email}
            </a>
          </Line>
        ) : null}
        {address ? (
          <Line icon={MapPin} label="Address">
            <address className="not-italic">{address}</address>
            {mapLink ? (
              <a href={mapLink} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block text-leaf-700 underline-offset-4 hover:underline">
                View on map<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </Line>
        ) : null}
        {hours.trim() ? (
          <Line icon={Clock} label="Support hours">
            {hours}
          </Line>
        ) : null}
      </ul>
      <SocialList details={details} />
    </>
  );
}

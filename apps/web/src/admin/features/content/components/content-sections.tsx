import type { ComponentType } from 'react';
import { TabLinks } from '../../../components/tab-links';
import { consolePath } from '../../../lib/console-paths';
import { BannersSection } from './banners-section';
import { BusinessDetailsSection } from './business-details-section';
import { DeliverySettingsSection } from './delivery-settings-section';
import { SearchSynonymsSection } from './search-synonyms-section';
import { StoresSection } from './stores-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import { WhatsappMessagesSection } from './whatsapp-messages-section';

/** The parts of the Content screen, each at /admin/content/<key>; /admin/content opens the first. */
export const contentSections = [
  { key: 'banners', label: 'Banners', Section: BannersSection },
  { key: 'testimonials', label: 'Testimonials', Section: TestimonialsSection },
  { key: 'team', label: 'Team', Section: TeamSection },
  { key: 'business', label: 'Business details', Section: BusinessDetailsSection },
  { key: 'stores', label: 'Stores', Section: StoresSection },
  { key: 'delivery', label: 'Delivery & settings', Section: DeliverySettingsSection },
  { key: 'whatsapp', label: 'WhatsApp messages', Section: WhatsappMessagesSection },
  { key: 'search', label: 'Search words', Section: SearchSynonymsSection },
] as const satisfies readonly { key: string; label: string; Section: ComponentType }[];

export type ContentSectionKey = (typeof contentSections)[number]['key'];

/** The section switcher: links that wrap onto a second line on a phone rather than scroll the page sideways. */
export function ContentSectionNav({ current }: { current: ContentSectionKey | undefined }) {
  return (
    <TabLinks
      label="Content sections"
      tabs={contentSections.map((section) => ({ label: section.label, to: consolePath('content', {}, section.key), current: section.key === current }))}
      className="mb-6"
    />
  );
}

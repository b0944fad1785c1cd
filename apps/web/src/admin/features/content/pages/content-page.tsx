import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState } from '../../../components/query-view';
import { ContentSectionNav, contentSections } from '../components/content-sections';

/**
 * Content (docs/product.md §10): what the shop shows besides its products, one section at a time:
 * /admin/content/<section>, and /admin/content opens the first, Banners.
 */
export function ContentPage() {
  const { section: sectionKey } = useParams();
  const section = sectionKey === undefined ? contentSections[0] : contentSections.find((candidate) => candidate.key === sectionKey);
  return (
    <ConsolePage
      title={section ? `Content: ${section.label}` : 'Content'}
      description="What shoppers see besides your products: home banners, testimonials, the About and Contact pages, delivery, your WhatsApp messages, the words search understands."
    >
      <ContentSectionNav current={section?.key} />
      {section ? <section.Section /> : <EmptyState title="There is no such part of Content">Choose one of the parts above.</EmptyState>}
    </ConsolePage>
  );
}

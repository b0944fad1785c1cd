import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { consolePath } from '../../../lib/console-paths';
import { ContactMessagesSection } from '../components/contact-messages-section';
import { FailedMessagesSection } from '../components/failed-messages-section';
import { SubscribersSection } from '../components/subscribers-section';

const sections = [
  { key: 'contact', label: 'Contact messages', Section: ContactMessagesSection },
  { key: 'subscribers', label: 'Subscribers', Section: SubscribersSection },
  { key: 'failed', label: 'Failed messages', Section: FailedMessagesSection },
] as const;

type SectionKey = (typeof sections)[number]['key'];

function sectionFrom(searchParams: URLSearchParams) {
  return sections.find((section) => section.key === searchParams.get('section')) ?? sections[0];
}

/** The contact messages are the default section, so a plain /admin/messages link (or ?handled=false from Today) opens them. */
function sectionPath(key: SectionKey) {
  return consolePath('messages', { section: key === 'contact' ? undefined : key });
}

/**
 * /admin/messages: what shoppers wrote (contact form), who reads the newsletter, and the emails and
 * webhook calls that could not be sent. The section is in the address (?section=subscribers, ?section=failed).
 */
export function MessagesPage() {
  const [searchParams] = useSearchParams();
  const current = sectionFrom(searchParams);
  const { Section } = current;
  return (
    <ConsolePage title="Messages" description="Shoppers' messages, newsletter subscribers and emails that could not be sent.">
      <nav aria-label="Messages sections" className="mb-5 border-b border-linen">
        {/* Three equal columns: on a 375 px phone a long label wraps inside its own tab instead of pushing the page sideways. */}
        <ul className="grid grid-cols-3 gap-1 sm:flex">
          {sections.map(({ key, label }) => {
            const isCurrent = key === current.key;
            return (
              <li key={key}>
                <Link
                  to={sectionPath(key)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`-mb-px flex h-full min-h-11 items-center justify-center border-b-2 px-2 text-center text-sm font-semibold sm:px-4 ${
                    isCurrent ? 'border-leaf-700 text-leaf-800' : 'border-transparent text-muted hover:text-leaf-700'
                  }`}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="messages-section-title">
        <h2 id="messages-section-title" className="sr-only">
          {current.label}
        </h2>
        <Section />
      </section>
    </ConsolePage>
  );
}

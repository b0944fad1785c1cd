import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../lib/document-title';
import { ChangePasswordSection } from '../../features/accounts/components/change-password-section';
import { ProfileSection } from '../../features/accounts/components/profile-section';
import { SavedAddressesSection } from '../../features/accounts/components/saved-addresses-section';
import { VerifyEmailNotice } from '../../features/accounts/components/verify-email-notice';
import { AccountNewsletterSection } from '../../features/content/components/account-newsletter-section';
import { OrderHistory } from '../../features/orders/components/order-history';
import { useLoginRedirect } from '../../features/orders/hooks/use-login-redirect';
import { RedirectingToLogin } from '../../components/ui/redirecting-to-login';

/** What a visitor is told on the way to the login page, which brings them back here. */
export const accountLoginRequiredMessage = 'Please login to view your account';

/**
 * docs/product.md §2 Account (/account): the notice of an unverified email, the profile, the password,
 * the saved addresses, the newsletter and the full order history, each a feature's section. A visitor
 * is sent to /login and brought back after.
 */
export function AccountPage() {
  useDocumentTitle('My account');
  const { isLoggedIn, userId } = useLoginRedirect('/account', accountLoginRequiredMessage);
  const title = <PageTitle lead="MY" accent="ACCOUNT" />;

  if (!isLoggedIn || userId === null) {
    return (
      <div className="shop-container py-10 sm:py-14">
        {title}
        <RedirectingToLogin className="mt-8" />
      </div>
    );
  }

  return (
    <div className="shop-container py-10 sm:py-14">
      {title}
      <VerifyEmailNotice className="mt-8" />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <ProfileSection userId={userId} />
        <ChangePasswordSection />
        <div className="lg:col-span-2">
          <SavedAddressesSection userId={userId} />
        </div>
        <AccountNewsletterSection userId={userId} className="lg:col-span-2" />
        <div className="mt-4 lg:col-span-2">
          <OrderHistory />
        </div>
      </div>
    </div>
  );
}

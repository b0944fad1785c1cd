import { Menu, Search, ShoppingBag } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import { businessDefaults, useBusinessDetails } from '../../features/business/api/get-business-details';
import { iconButtonClass } from './icon-button-class';
import { MobileMenu } from './mobile-menu';
import { isCollectionPath, mainLinks, type OpenSearchState } from './nav-links';
import { ProfileMenu } from './profile-menu';

interface HeaderProps {
  searchOpen: boolean;
  onSearchToggle: () => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  searchBarId: string;
}

function HeaderLogo() {
  const { data, isPending } = useBusinessDetails();
  const name = data?.company.name || businessDefaults.companyName;
  return (
    // The logo gives way first on the narrowest phones (320 px), so the icons beside it stay on screen.
    <Link to="/" className="inline-flex min-w-0 max-w-[150px] items-center rounded-md sm:max-w-[180px]" aria-label={`${name} home`}>
      {isPending ? (
        // Holds the logo's place for the few moments the details take, instead of flashing the fallback.
        <span aria-hidden="true" className="block h-8 w-[125px] max-w-full sm:h-9 sm:w-[141px]" />
      ) : (
        <BrandLogo src={data?.logos.website.url} alt={name} className="h-8 w-auto min-w-0 max-w-full object-contain sm:h-9" />
      )}
    </Link>
  );
}

function CartLink() {
  const count = useCartCount();
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to="/cart" className={iconButtonClass} aria-label={label}>
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -bottom-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-leaf-700 px-1 text-[10px] font-semibold leading-none text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

export function Header({ searchOpen, onSearchToggle, searchButtonRef, searchBarId }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const onCollection = isCollectionPath(pathname);

  // Any navigation (a link, Back, a redirect) closes the side menu; adjusting state while rendering
  // avoids a frame with the menu still open over the new page.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  function handleSearchClick() {
    if (onCollection) {
      onSearchToggle();
      return;
    }
    // Elsewhere, searching means searching the collection: go there with the bar already open.
    const state: OpenSearchState = { openSearch: true };
    void navigate('/collection', { state });
  }

  function closeMenu() {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }

  return (
    <header className="border-b border-linen bg-cream">
      <div className="shop-container flex h-16 items-center justify-between gap-3 sm:h-20">
        <HeaderLogo />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6 lg:gap-9">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `group relative inline-flex py-2 text-[13px] font-medium tracking-[0.14em] transition-colors ${
                      isActive ? 'text-leaf-700' : 'text-ink/80 hover:text-leaf-700'
                    }`
                  }
                >
                  {({ isActive }) => (
                    <>
                      {link.label}
                      <span
                        aria-hidden="true"
                        className={`absolute bottom-0 left-1/2 h-0.5 -translate-x-1/2 rounded-full bg-leaf-700 transition-all ${
                          isActive ? 'w-1/2' : 'w-0 group-hover:w-1/4'
                        }`}
                      />
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-0.5 sm:gap-2">
          <button
            ref={searchButtonRef}
            type="button"
            className={iconButtonClass}
            aria-label="Search products"
            aria-expanded={onCollection ? searchOpen : undefined}
            aria-controls={onCollection && searchOpen ? searchBarId : undefined}
            onClick={handleSearchClick}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <ProfileMenu />
          <CartLink />
          <button
            ref={menuButtonRef}
            type="button"
            className={`${iconButtonClass} md:hidden`}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu onClose={closeMenu} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}

import type { Product } from '@store/contract/product';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import toast from 'react-hot-toast/headless';
import { Button, buttonClasses } from '#web/components/ui/button';
import { downloadPath } from '#web/config/file-links';
import { paths } from '#web/config/paths';
import { useNavigate } from '#web/lib/navigation';

/** Who is looking, as far as buying is concerned: told by the page (features/auth knows). */
export interface Viewer {
  signedIn: boolean;
  /** A signed-in user with an e-mail address may download a free product. */
  canDownload: boolean;
}

interface ProductPurchaseProps {
  product: Pick<Product, '_id' | 'price' | 'stock'>;
  viewer: Viewer;
  /**
   * The cart's Add / remove control (features/cart), composed in by the page. Without it,
   * Add only answers visitors ('Please Login') and free products ('FREE product').
   */
  cartControl?: ReactNode;
}

/**
 * SPEC §2 cart control and §5 rules: 'Out of stock' at stock 0, else Add. A free product
 * (price 0) only says 'FREE product' when added, and offers its download: 'Download Now' to a
 * signed-in user with an email, 'Login to Download for FREE' (to /register) to a visitor.
 */
export function ProductPurchase({ product, viewer, cartControl }: ProductPurchaseProps) {
  const { signedIn, canDownload } = viewer;
  const navigate = useNavigate();
  const free = product.price === 0;
  const howToId = useId();

  function add() {
    if (free) {
      toast('FREE product');
      return;
    }
    if (!signedIn) {
      toast.error('Please Login');
      return;
    }
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {product.stock === 0 ? (
          <p className="rounded-lg bg-red-50 px-4 py-2.5 text-sm font-semibold text-red-700">
            Out of stock
          </p>
        ) : (
          (cartControl ?? (
            <Button onClick={add} className="min-w-28">
              Add
            </Button>
          ))
        )}
        {free &&
          (canDownload ? (
            <a
              href={downloadPath(product._id)}
              target="_blank"
              rel="noopener"
              aria-describedby={howToId}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Download Now
            </a>
          ) : (
            !signedIn && (
              <Button
                variant="secondary"
                aria-describedby={howToId}
                onClick={() => {
                  toast('Login to get for FREE!');
                  navigate(paths.register);
                }}
              >
                Login to Download for FREE
              </Button>
            )
          ))}
      </div>
      {free && (
        <p id={howToId} className="mt-2 text-sm text-slate-700">
          {freeHowTo(signedIn, canDownload)}
        </p>
      )}
    </>
  );
}

/**
 * How a free product is had, in SPEC §5's flow: no cart and no checkout ('Add' only says
 * 'FREE product'); a signed-in user with an e-mail downloads it with 'Download Now'.
 */
function freeHowTo(signedIn: boolean, canDownload: boolean): string {
  if (canDownload) return 'Free to download: choose Download Now. Nothing to pay, no checkout.';
  if (!signedIn) {
    return 'Free to download: log in, then choose Download Now. Nothing to pay, no checkout.';
  }
  return 'Free to download once your profile has an e-mail address. Nothing to pay, no checkout.';
}

// The trail of the top bar (spec 000 §2.3): home link, then one crumb per routes-tree entry.
import { SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { HomeIcon } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import type { TCrumb } from '../navigation/derived-views';

export function Breadcrumbs({ crumbs }: { crumbs: TCrumb[] }) {
  return (
    <nav aria-label={TEXTS.breadcrumbLabel} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item breadcrumbs__item--home">
          <Link to="/home" className="breadcrumbs__link">
            <HomeIcon size="1.25rem" />
            <span>{TEXTS.homeLink}</span>
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={`${crumb.path ?? ''}${crumb.title}`} className="breadcrumbs__item">
            {crumb.isCurrent || crumb.path === null ? (
              <span aria-current={crumb.isCurrent ? 'page' : undefined}>{crumb.title}</span>
            ) : (
              <Link to={crumb.path} className="breadcrumbs__link">
                {crumb.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

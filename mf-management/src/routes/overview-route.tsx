// One overview's page: the overview's definition given to the one overview page.
import { OverviewPage } from '../features/overviews/components/overview-page';
import { OVERVIEWS, type TOverviewName } from '../features/overviews/overview-definitions';

export function OverviewRoute({ name }: { name: TOverviewName }) {
  const definition = OVERVIEWS[name];
  // why: each definition is typed by its own row; the page only passes rows through.
  return (
    <OverviewPage
      key={name}
      definition={definition as Parameters<typeof OverviewPage>[0]['definition']}
    />
  );
}

/**
 * 'Pagina niet gevonden' for an address under an area that the area does not have (spec
 * 001 §8), with a way back to the area's first page: the last route (`path="*"`) of every
 * area's routes. `backTo` is a router address (the area's `to(path)`).
 */
import { ButtonLink } from '../form/button.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { StatusPanel } from '../status/status-panel.js';
import { AreaPage } from './area-page.js';

export type TAreaNotFoundPageProps = {
  /** Router address of the page the button goes back to. */
  backTo: string;
  /** The button's text (the area's title, 'Terug naar het overzicht', ...). */
  backLabel: string;
};

export function AreaNotFoundPage({ backTo, backLabel }: TAreaNotFoundPageProps) {
  return (
    <AreaPage title={MESSAGES.pageNotFound}>
      <StatusPanel type="pageNotfound" />
      <div>
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </AreaPage>
  );
}

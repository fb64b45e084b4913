/**
 * /articles/add 'Hulpmiddel registreren' (spec 001 §2.4, level 2): step 1 chooses an
 * article through the category tree, which loads its template fields; step 2 takes the
 * data. On success the user goes on to link a QR code
 * (/articles/location/product/actions/scan/{productId}) with the server's message and
 * what was registered (issue 38: the aid with its serial, where it was placed, the
 * client) and a link to the aid's page. A registration asks the supplier for nothing, so
 * it makes no request: no request number, and the aid's page is where to follow it
 * (mf-articles/README.md "Decisions").
 */
import type { TArticle } from '@portal/shared/contract';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { Button, ChevronLeftIcon, sentFlashState, StatusPanel } from '@portal/shared/ui';
import { useState } from 'react';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';
import { RequireRoute } from '@portal/shared/remote';
import { ARTICLE_ROUTES, productPath } from '../config/articles-routes';
import { useCustomFields } from '../features/product-forms/api/get-custom-fields';
import { ArticlePicker } from '../features/product-forms/components/article-picker';
import {
  RegisterForm,
  type TRegisteredProduct,
} from '../features/product-forms/components/register-form';

/** The confirmation's state: the message, what was registered, the aid's page. */
function registeredState(article: TArticle, registered: TRegisteredProduct, detailsPath: string) {
  return sentFlashState(registered.message, {
    customerRequestId: null,
    followPath: null,
    facts: [
      {
        label: TEXTS.sentProduct,
        value: registered.serialNumber
          ? TEXTS.productTitle(article.name, registered.serialNumber)
          : article.name,
      },
      { label: TEXTS.register.sentPlace, value: registered.place },
      { label: TEXTS.register.sentClient, value: registered.clientName },
    ],
    link: { path: detailsPath, label: TEXTS.register.viewProduct },
  });
}

export function RegisterPage() {
  const [article, setArticle] = useState<TArticle | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const fields = useCustomFields(article?.id ?? null);
  const { go, to } = useArticlesPaths();

  return (
    <AreaPage title={TEXTS.tiles.add}>
      <RequireRoute route={ARTICLE_ROUTES.add}>
        {step === 1 ? (
          <>
            <h2 className="ui-step">{TEXTS.register.step1}</h2>
            <ArticlePicker
              chosen={article}
              onChoose={(chosen) => {
                setArticle(chosen);
                setStep(2);
              }}
            />
          </>
        ) : (
          <>
            <h2 className="ui-step">{TEXTS.register.step2}</h2>
            <div className="articles-register__article">
              <p>{article ? TEXTS.register.chosenArticle(article.name) : null}</p>
              <Button variant="link" icon={<ChevronLeftIcon />} onClick={() => setStep(1)}>
                {TEXTS.form.previous}
              </Button>
            </div>
            {!article ? null : fields.status === 'pending' ? (
              <StatusPanel type="loading" />
            ) : fields.status === 'error' ? (
              <StatusPanel type="inline-error" message={fields.error.message} />
            ) : (
              <RegisterForm
                key={article.id}
                article={article}
                fields={fields.data}
                onSubmitted={(registered) =>
                  go(productPath('location', 'scan', registered.productId), {
                    state: registeredState(
                      article,
                      registered,
                      to(productPath('location', 'details', registered.productId)),
                    ),
                  })
                }
              />
            )}
          </>
        )}
      </RequireRoute>
    </AreaPage>
  );
}

/**
 * /articles/add 'Hulpmiddel registreren' (spec 001 §2.4, level 2): step 1 chooses an
 * article through the category tree, which loads its template fields; step 2 takes the
 * data. On success the user goes on to link a QR code
 * (/articles/location/product/actions/scan/{productId}) with the server's message.
 */
import type { TArticle } from '@portal/shared/contract';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { Button, ChevronLeftIcon, flashState, StatusPanel } from '@portal/shared/ui';
import { useState } from 'react';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';
import { RequireRoute } from '@portal/shared/remote';
import { ARTICLE_ROUTES, productPath } from '../config/article-routes';
import { useCustomFields } from '../features/product-forms/api/get-custom-fields';
import { ArticlePicker } from '../features/product-forms/components/article-picker';
import { RegisterForm } from '../features/product-forms/components/register-form';

export function RegisterPage() {
  const [article, setArticle] = useState<TArticle | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const fields = useCustomFields(article?.id ?? null);
  const { go } = useArticlesPaths();

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
                onSubmitted={(productId, message) =>
                  go(productPath('location', 'scan', productId), { state: flashState(message) })
                }
              />
            )}
          </>
        )}
      </RequireRoute>
    </AreaPage>
  );
}

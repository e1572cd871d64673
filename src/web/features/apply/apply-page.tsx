import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Container } from '@/web/components/ui/container';
import { CheckIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import { applySteps, firstApplyStep, isApplyStep } from './apply-steps';

/** The application wizard: one page, the current step in the URL; an unknown step starts over. */
export function ApplyPage() {
  const { t } = useTranslation();
  const { step } = useParams();
  if (!isApplyStep(step)) return <Navigate to={`/apply/${firstApplyStep}`} replace />;
  const currentIndex = applySteps.indexOf(step);

  return (
    <>
      <PageHeader title={t('pages.apply.title')} description={t('pages.apply.description')} />
      <Container className="grid gap-8 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('apply.progressLabel')}>
          <ol className="grid gap-1">
            {applySteps.map((name, index) => {
              const done = index < currentIndex;
              const current = index === currentIndex;
              return (
                <li
                  key={name}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm',
                    current ? 'bg-navy-50 font-semibold text-navy-950' : 'text-slate-600',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                      done && 'border-navy-800 bg-navy-800 text-white',
                      current && 'border-navy-800 text-navy-900',
                      !done && !current && 'border-slate-300',
                    )}
                  >
                    {done ? <CheckIcon className="size-4" /> : index + 1}
                  </span>
                  {t(`apply.steps.${name}.label`)}
                </li>
              );
            })}
          </ol>
        </nav>
        <section
          aria-labelledby="apply-step-title"
          className="self-start rounded-2xl border border-slate-200 p-6"
        >
          <p className="text-sm font-semibold text-navy-700">
            {t('apply.stepOf', { current: currentIndex + 1, total: applySteps.length })}
          </p>
          <h2 id="apply-step-title" className="mt-1 text-2xl font-bold text-navy-950">
            {t(`apply.steps.${step}.label`)}
          </h2>
          <p className="mt-3 text-slate-700">{t(`apply.steps.${step}.description`)}</p>
        </section>
      </Container>
    </>
  );
}

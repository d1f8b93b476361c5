import type { PricingPlan } from '@pathscoop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, firstErrorMessage } from '../../lib/api-client';
import { authStorage } from '../../lib/auth-storage';
import { useAuth } from '../../lib/use-auth';
import { useChoosePricingPlan } from './api/choose-pricing-plan';
import { useCreatePaymentLink } from './api/create-payment-link';
import { usePricingPlans } from './api/get-pricing-plans';
import { useProfile } from './api/get-profile';
import { ConfirmPlanDialog, FreePlanResultDialog, type FreeResult } from './components/choose-plan-dialogs';
import { ParentPhoneDialog } from './components/parent-phone-dialog';
import { PlanDetail } from './components/plan-detail';
import { PlanList } from './components/plan-list';
import { ResponseTypeModal } from './components/response-type-modal';

const MOBILE_QUERY = '(max-width: 1024px)';

/** /pricingplan/:responseType? — plans on the left, the active plan's detail on the right. */
export function Component() {
  const { responseType } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useAuth();
  const plans = usePricingPlans();
  const profile = useProfile(isAuthenticated);
  const queryClient = useQueryClient();
  const choose = useChoosePricingPlan();
  const [selected, setSelected] = useState<number | undefined>();
  const [confirming, setConfirming] = useState<PricingPlan | null>(null);
  const [freeResult, setFreeResult] = useState<FreeResult>(null);
  const [parentOpen, setParentOpen] = useState(false);
  const detailRef = useRef<HTMLElement>(null);
  const paymentLink = useCreatePaymentLink();
  const polls = useRef(0);

  // A bought plan is set by the verified payment webhook, not by this page: keep the stored user in
  // step with GET profile/, and after a payment re-read it a few times until the plan shows.
  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    const stored = authStorage.getUser();
    if (stored && stored.id === p.id && stored.pricing_plan !== p.pricing_plan) {
      authStorage.setUser({ ...stored, pricing_plan: p.pricing_plan });
      // The plan's name under the member's name and My Plan read GET profile/plan/.
      void queryClient.invalidateQueries({ queryKey: ['my-plan'] });
    }
    if (responseType !== 'success' || p.pricing_plan !== null || polls.current >= 15) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void profile.refetch();
    }, 2000);
    return () => clearTimeout(timer);
  }, [profile.data, profile.refetch, responseType, queryClient]);

  // Yes on a paid plan: to the checkout page. Payment-link errors are ignored (spec): the dialog closes.
  const payFor = (plan: PricingPlan) =>
    paymentLink.mutate(
      { pricing_plan: plan.id },
      {
        onSuccess: ({ payment_link }) => window.location.assign(payment_link),
        onError: () => setConfirming(null),
      },
    );

  const currentId = profile.data?.pricing_plan ?? user?.pricing_plan ?? null;
  const list = plans.data ?? [];
  // Initial active plan: the profile's plan, otherwise the first.
  const activeId = selected ?? list.find((p) => p.id === currentId)?.id ?? list[0]?.id;
  const active = list.find((p) => p.id === activeId);

  const select = (id: number) => {
    setSelected(id);
    if (window.matchMedia?.(MOBILE_QUERY).matches)
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const onChoose = () => {
    if (!active) return;
    if (!isAuthenticated) {
      navigate(`/signin?redirect=${encodeURIComponent('/pricingplan')}`);
      return;
    }
    setConfirming(active);
  };

  const chooseFree = (plan: PricingPlan) => {
    setConfirming(null);
    setFreeResult({ status: 'saving', plan });
    choose.mutate(
      { pricing_plan: plan.id },
      {
        onSuccess: () => setFreeResult({ status: 'success', plan }),
        onError: (err) =>
          setFreeResult({
            status: 'error',
            plan,
            message: (err instanceof ApiError ? firstErrorMessage(err.body) : undefined) ?? err.message,
          }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-center font-display text-3xl font-bold sm:text-4xl">Pick your scoop</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-ink-700">
        Every plan starts with the full assessment and your top 10 careers. Choose one to save, score and
        explore your matches.
      </p>
      {plans.isPending && (
        <p role="status" className="mt-10 text-center text-ink-700">
          Loading plans…
        </p>
      )}
      {plans.isError && (
        <p role="alert" className="mt-10 text-center text-brand-700">
          We could not load the plans. Please try again later.
        </p>
      )}
      {active && (
        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <PlanList plans={list} activeId={activeId} currentId={currentId} onSelect={select} />
          <PlanDetail
            ref={detailRef}
            plan={active}
            isCurrent={active.id === currentId}
            onChoose={onChoose}
            onTextParent={() =>
              isAuthenticated
                ? setParentOpen(true)
                : navigate(`/signin?redirect=${encodeURIComponent('/pricingplan')}`)
            }
          />
        </div>
      )}
      <ConfirmPlanDialog
        plan={confirming}
        onClose={() => setConfirming(null)}
        onYes={(plan) => (plan.is_free ? chooseFree(plan) : payFor(plan))}
        redirecting={paymentLink.isPending || paymentLink.isSuccess}
      />
      <FreePlanResultDialog result={freeResult} onClose={() => setFreeResult(null)} />
      <ParentPhoneDialog open={parentOpen} plan={active} onClose={() => setParentOpen(false)} />
      <ResponseTypeModal responseType={responseType} />
    </div>
  );
}

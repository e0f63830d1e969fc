import { useState } from "react";

import { TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { useBusiness, type BusinessOwnerDetails } from "~/lib/business";

import { businessRoutes } from "../business.routes";
import { BusinessAddress } from "./business-address";
import { BusinessArrival } from "./business-arrival";
import { BusinessBank } from "./business-bank";
import { BusinessCodes } from "./business-codes";
import { BusinessContacts } from "./business-contacts";
import { bodyOf, isValues, sameValues, valuesOf, type BusinessFields } from "./business-form";
import { BusinessHours } from "./business-hours";
import { BusinessIdentity } from "./business-identity";
import { BusinessMap } from "./business-map";
import { BusinessSaveBar } from "./business-save-bar";
import { T } from "./texts";

const TB = T.business;

const DRAFT_KEY = "business";

/** The "Struttura" tab: the owner's business details, shown on every public page, and her own (the deposits' account, the pre-arrival notes). */
export function BusinessTab({ owner }: { owner: BusinessOwnerDetails }) {
  const business = useBusiness();
  const [justSaved, setJustSaved] = useState(false);
  const form = usePanelForm({
    saved: valuesOf(business, owner),
    draft: { store: adminDrafts, key: DRAFT_KEY, isValid: isValues },
    same: sameValues,
    run: useAdminAction(),
    submit: (values) => {
      setJustSaved(false);
      return callApi(businessRoutes.update, { body: bodyOf(values) });
    },
    success: { title: TB.saved, description: TB.savedDescription },
    error: TB.error,
    // The root loader has been read again (the runner revalidates): the form now shows what was stored.
    onSaved: () => setJustSaved(true),
  });
  const { formRef, onSubmit, errors, busy, edited, reset } = form;
  const fields: BusinessFields = {
    values: form.values,
    errors,
    change: (key, value) => {
      form.setField(key, value);
      setJustSaved(false);
    },
  };

  return (
    <section aria-labelledby="tab-business-title">
      <TabHeader id="tab-business-title" title={T.tabs.business}>
        {TB.intro}
      </TabHeader>

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="tab-business-title">
        <div className="grid items-start gap-5 lg:grid-cols-2 lg:gap-6">
          <BusinessIdentity fields={fields} />
          <BusinessAddress fields={fields} />
          <BusinessContacts fields={fields} />
          <BusinessMap fields={fields} saved={business.coordinates} />
          <BusinessCodes fields={fields} />
          <BusinessHours fields={fields} />
          <BusinessBank fields={fields} />
          <BusinessArrival fields={fields} />
        </div>
        <BusinessSaveBar errors={errors} busy={busy} edited={edited} onDiscard={reset} justSaved={justSaved} />
      </form>
    </section>
  );
}

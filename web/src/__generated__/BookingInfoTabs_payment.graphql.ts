/**
 * @generated SignedSource<<1a214d00d8e32e6c41aeab98d34f2187>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderType = "business" | "private" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BookingInfoTabs_payment$data = {
  readonly accountingInvoiceNumber: string | null | undefined;
  readonly accountingOfferNumber: string | null | undefined;
  readonly accountingOrderNumber: string | null | undefined;
  readonly deposit: string | null | undefined;
  readonly externalCharges: string | null | undefined;
  readonly externalChargesFetchedAt: string | null | undefined;
  readonly orderType: OrderType;
  readonly paymentTotal: string | null | undefined;
  readonly sponsorInvoiceAmount: string | null | undefined;
  readonly sponsorType: string | null | undefined;
  readonly totalPrice: string;
  readonly " $fragmentType": "BookingInfoTabs_payment";
};
export type BookingInfoTabs_payment$key = {
  readonly " $data"?: BookingInfoTabs_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingInfoTabs_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingInfoTabs_payment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deposit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalCharges",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalChargesFetchedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingInvoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingOfferNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sponsorType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sponsorInvoiceAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderType",
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "af6e03994251ddb90045a552741cfdd3";

export default node;

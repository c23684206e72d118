/**
 * @generated SignedSource<<277e6514ad321307f0be2833414aae72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
export type PlanningClassChange = "downgrade" | "other" | "upgrade" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlanningPage_block$data = {
  readonly bookedAcriss: string | null | undefined;
  readonly bookingId: string;
  readonly bookingNumber: string;
  readonly classChange: PlanningClassChange | null | undefined;
  readonly companyId: string;
  readonly customerName: string;
  readonly dropoffAt: string;
  readonly linePosition: number;
  readonly overdue: boolean;
  readonly pickupAt: string;
  readonly pickupLocationName: string;
  readonly rentalOptionId: string;
  readonly siteId: string;
  readonly status: BookingStatus;
  readonly updatedAt: string;
  readonly upgrade: boolean;
  readonly viewerMayChange: boolean;
  readonly warnings: ReadonlyArray<string>;
  readonly " $fragmentType": "PlanningPage_block";
};
export type PlanningPage_block$key = {
  readonly " $data"?: PlanningPage_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanningPage_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanningPage_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookingId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linePosition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookingNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pickupAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dropoffAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pickupLocationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rentalOptionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upgrade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookedAcriss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "classChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warnings",
      "storageKey": null
    }
  ],
  "type": "PlanningBlock",
  "abstractKey": null
};

(node as any).hash = "7321bc644c123b9751eaf91f13f1ac70";

export default node;

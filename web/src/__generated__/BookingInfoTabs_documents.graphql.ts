/**
 * @generated SignedSource<<fe9dfd344e179beaf6a6941554b803a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookingInfoTabs_documents$data = {
  readonly documents: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly mime: string;
    readonly size: number;
    readonly title: string | null | undefined;
    readonly url: string;
  }> | null | undefined;
  readonly " $fragmentType": "BookingInfoTabs_documents";
};
export type BookingInfoTabs_documents$key = {
  readonly " $data"?: BookingInfoTabs_documents$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingInfoTabs_documents">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingInfoTabs_documents",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "c0fe04c0a8c6609e7c47e2c84f2a9378";

export default node;

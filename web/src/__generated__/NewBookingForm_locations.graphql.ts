/**
 * @generated SignedSource<<23e86f80a609426059e0987694d69a33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewBookingForm_locations$data = ReadonlyArray<{
  readonly city: string;
  readonly id: string;
  readonly isOtherPlace: boolean;
  readonly name: string;
  readonly " $fragmentType": "NewBookingForm_locations";
}>;
export type NewBookingForm_locations$key = ReadonlyArray<{
  readonly " $data"?: NewBookingForm_locations$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_locations">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NewBookingForm_locations",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOtherPlace",
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "1d9ca3edb49fb71ec36a7610ff18d2dc";

export default node;

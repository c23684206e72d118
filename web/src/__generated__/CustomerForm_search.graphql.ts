/**
 * @generated SignedSource<<e31792906f29a5323bbba8710c8fb604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerForm_search$data = {
  readonly dropoffLocation: {
    readonly isOtherPlace: boolean;
  };
  readonly licenceAtPickupAllowed: boolean;
  readonly pickupLocation: {
    readonly isOtherPlace: boolean;
  };
  readonly " $fragmentType": "CustomerForm_search";
};
export type CustomerForm_search$key = {
  readonly " $data"?: CustomerForm_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerForm_search">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isOtherPlace",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerForm_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licenceAtPickupAllowed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "pickupLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "dropoffLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};
})();

(node as any).hash = "473306f2bfbe91b5e92da0d237661319";

export default node;

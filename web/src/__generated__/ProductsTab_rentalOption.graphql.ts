/**
 * @generated SignedSource<<fe68d7ce52955d2c8b79e036e70c3866>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductsTab_rentalOption$data = {
  readonly id: string;
  readonly products: ReadonlyArray<{
    readonly product: {
      readonly databaseId: number;
      readonly id: string;
      readonly licensePlate: string | null | undefined;
      readonly name: string;
    } | null | undefined;
  }> | null | undefined;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "ProductsTab_rentalOption";
};
export type ProductsTab_rentalOption$key = {
  readonly " $data"?: ProductsTab_rentalOption$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductsTab_rentalOption">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductsTab_rentalOption",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RentalOptionProduct",
      "kind": "LinkedField",
      "name": "products",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseId",
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
              "name": "licensePlate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalOption",
  "abstractKey": null
};
})();

(node as any).hash = "7e0c43f85c1865a83722ae2fed3676db";

export default node;

/**
 * @generated SignedSource<<496ead07ee174736ff27288a08583086>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookingForm_account$data = {
  readonly locations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly rentalOptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly category: {
          readonly requireTransportationBetweenLocations: boolean;
        };
        readonly id: string;
        readonly products: ReadonlyArray<{
          readonly product: {
            readonly id: string;
            readonly licensePlate: string | null | undefined;
            readonly name: string;
          } | null | undefined;
        }> | null | undefined;
        readonly title: string;
      };
    }>;
  };
  readonly slug: string;
  readonly " $fragmentType": "BookingForm_account";
};
export type BookingForm_account$key = {
  readonly " $data"?: BookingForm_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingForm_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingForm_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "sort",
          "value": "name"
        }
      ],
      "concreteType": "AccountLocationsConnection",
      "kind": "LinkedField",
      "name": "locations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccountLocationsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Location",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "databaseId",
                  "storageKey": null
                },
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "locations(first:100,sort:\"name\")"
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "sort",
          "value": "title"
        }
      ],
      "concreteType": "AccountRentalOptionsConnection",
      "kind": "LinkedField",
      "name": "rentalOptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccountRentalOptionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RentalOption",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
                  "concreteType": "ProductCategory",
                  "kind": "LinkedField",
                  "name": "category",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "requireTransportationBetweenLocations",
                      "storageKey": null
                    }
                  ],
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
                        (v1/*:: as any*/),
                        (v2/*:: as any*/),
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
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "rentalOptions(first:100,sort:\"title\")"
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "4213d34657b93f788de2d2bfbc371174";

export default node;

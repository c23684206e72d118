/**
 * @generated SignedSource<<9ee4ae3c42f484be66d892f5dceb9738>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetRentalOptionProductsInput = {
  acceptShortage?: boolean | null | undefined;
  id: string;
  move?: boolean | null | undefined;
  productIds: ReadonlyArray<string>;
  updatedAt: string;
};
export type ProductsTabMutation$variables = {
  input: SetRentalOptionProductsInput;
};
export type ProductsTabMutation$data = {
  readonly setRentalOptionProducts: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string | null | undefined;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly rentalOption?: {
      readonly id: string;
      readonly productCount: number | null | undefined;
      readonly updatedAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductsTab_rentalOption">;
    };
  };
};
export type ProductsTabMutation = {
  response: ProductsTabMutation$data;
  variables: ProductsTabMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductsTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setRentalOptionProducts",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RentalOption",
                "kind": "LinkedField",
                "name": "rentalOption",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProductsTab_rentalOption"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetRentalOptionProductsSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductsTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setRentalOptionProducts",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RentalOption",
                "kind": "LinkedField",
                "name": "rentalOption",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                          (v3/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "type": "SetRentalOptionProductsSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d82ed8434895c6c7777cde6c4c29a291",
    "id": null,
    "metadata": {},
    "name": "ProductsTabMutation",
    "operationKind": "mutation",
    "text": "mutation ProductsTabMutation(\n  $input: SetRentalOptionProductsInput!\n) {\n  setRentalOptionProducts(input: $input) {\n    __typename\n    ... on SetRentalOptionProductsSuccess {\n      rentalOption {\n        id\n        updatedAt\n        productCount\n        ...ProductsTab_rentalOption\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        message\n        code\n      }\n    }\n  }\n}\n\nfragment ProductsTab_rentalOption on RentalOption {\n  id\n  title\n  updatedAt\n  products {\n    product {\n      id\n      databaseId\n      name\n      licensePlate\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "32ec3a6a1b6da9a7b5f0345506fcb7f1";

export default node;

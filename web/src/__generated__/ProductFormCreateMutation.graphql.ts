/**
 * @generated SignedSource<<991cf98bf5ddc200c941fc8249576d46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnershipType = "borrow" | "lease" | "loan" | "owned" | "%future added value";
export type ProductStatus = "in_maintenance" | "not_rentable" | "rentable" | "rented" | "reserved" | "%future added value";
export type CreateProductInput = {
  accountId: string;
  accountingProductNumber?: string | null | undefined;
  acriss?: string | null | undefined;
  categoryId?: string | null | undefined;
  co2EmissionsPerKm?: string | null | undefined;
  color?: string | null | undefined;
  companyId?: string | null | undefined;
  companyIdManager?: string | null | undefined;
  description?: string | null | undefined;
  driveshaft?: string | null | undefined;
  engineHp?: number | null | undefined;
  engineVolumeCm3?: number | null | undefined;
  fuelConsumption?: string | null | undefined;
  fuelTankLitre?: string | null | undefined;
  fuelType?: string | null | undefined;
  isRentable?: boolean | null | undefined;
  isValidRentalcar?: boolean | null | undefined;
  isValidRentalcarCheckedAt?: string | null | undefined;
  lastPkkAt?: string | null | undefined;
  licenceClass?: string | null | undefined;
  licensePlate?: string | null | undefined;
  locationId?: string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  monthlyCostDepreciation?: string | null | undefined;
  monthlyCostInsurance?: string | null | undefined;
  monthlyCostMaintenance?: string | null | undefined;
  monthlyCostOther?: string | null | undefined;
  monthlyCostOwnership?: string | null | undefined;
  monthlyCostTireHotell?: string | null | undefined;
  name?: string | null | undefined;
  nextPkkAt?: string | null | undefined;
  odometerAt?: string | null | undefined;
  odometerKm?: number | null | undefined;
  ownershipType?: OwnershipType | null | undefined;
  rangeKm?: number | null | undefined;
  seatCapacity?: number | null | undefined;
  status?: ProductStatus | null | undefined;
  storageCapacityLitre?: string | null | undefined;
  storageCapacityM3?: string | null | undefined;
  taxrate?: string | null | undefined;
  trailerHitchCapacityKg?: number | null | undefined;
  transmission?: string | null | undefined;
  valuation?: string | null | undefined;
  valuationAt?: string | null | undefined;
  vanType?: string | null | undefined;
  vin?: string | null | undefined;
  year?: number | null | undefined;
};
export type ProductFormCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateProductInput;
};
export type ProductFormCreateMutation$data = {
  readonly createProduct: {
    readonly __typename: string;
    readonly edge?: {
      readonly cursor: string;
      readonly node: {
        readonly accountingProductNumber: string | null | undefined;
        readonly acriss: string | null | undefined;
        readonly category: {
          readonly title: string;
        };
        readonly company: {
          readonly name: string;
        } | null | undefined;
        readonly databaseId: number;
        readonly id: string;
        readonly licensePlate: string | null | undefined;
        readonly location: {
          readonly city: string;
          readonly databaseId: number;
          readonly name: string;
          readonly zip: string;
        } | null | undefined;
        readonly make: string | null | undefined;
        readonly name: string;
        readonly nextPkkAt: string | null | undefined;
        readonly pkkDue: boolean;
        readonly status: ProductStatus;
        readonly updatedAt: string;
        readonly viewerMayChange: boolean;
        readonly viewerMayDelete: boolean;
      };
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
    readonly product?: {
      readonly databaseId: number;
    };
  };
};
export type ProductFormCreateMutation = {
  response: ProductFormCreateMutation$data;
  variables: ProductFormCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountingProductNumber",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acriss",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensePlate",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextPkkAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pkkDue",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayDelete",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v22 = [
  (v21/*:: as any*/),
  {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v21/*:: as any*/),
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createProduct",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountProductsConnectionEdge",
                "kind": "LinkedField",
                "name": "edge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductCategory",
                        "kind": "LinkedField",
                        "name": "category",
                        "plural": false,
                        "selections": [
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Company",
                        "kind": "LinkedField",
                        "name": "company",
                        "plural": false,
                        "selections": [
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v10/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateProductSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v22/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createProduct",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccountProductsConnectionEdge",
                "kind": "LinkedField",
                "name": "edge",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductCategory",
                        "kind": "LinkedField",
                        "name": "category",
                        "plural": false,
                        "selections": [
                          (v12/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Company",
                        "kind": "LinkedField",
                        "name": "company",
                        "plural": false,
                        "selections": [
                          (v10/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v10/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependEdge",
                "key": "",
                "kind": "LinkedHandle",
                "name": "edge",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "CreateProductSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v22/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2bdbd9f88f7bd8f8f4f4dedd9a9dbb8b",
    "id": null,
    "metadata": {},
    "name": "ProductFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ProductFormCreateMutation(\n  $input: CreateProductInput!\n) {\n  createProduct(input: $input) {\n    __typename\n    ... on CreateProductSuccess {\n      product {\n        databaseId\n        id\n      }\n      edge {\n        cursor\n        node {\n          id\n          databaseId\n          status\n          accountingProductNumber\n          make\n          name\n          acriss\n          category {\n            title\n            id\n          }\n          licensePlate\n          company {\n            name\n            id\n          }\n          location {\n            databaseId\n            name\n            zip\n            city\n            id\n          }\n          nextPkkAt\n          pkkDue\n          updatedAt\n          viewerMayChange\n          viewerMayDelete\n        }\n      }\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c4074916ada7de6195860687d986c43";

export default node;

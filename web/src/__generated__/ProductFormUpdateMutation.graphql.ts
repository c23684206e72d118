/**
 * @generated SignedSource<<051f866fe162ecff956cee2cb62f86b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnershipType = "borrow" | "lease" | "loan" | "owned" | "%future added value";
export type ProductStatus = "in_maintenance" | "not_rentable" | "rentable" | "rented" | "reserved" | "%future added value";
export type UpdateProductInput = {
  acceptShortage?: boolean | null | undefined;
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
  id: string;
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
  updatedAt: string;
  valuation?: string | null | undefined;
  valuationAt?: string | null | undefined;
  vanType?: string | null | undefined;
  vin?: string | null | undefined;
  year?: number | null | undefined;
};
export type ProductFormUpdateMutation$variables = {
  input: UpdateProductInput;
};
export type ProductFormUpdateMutation$data = {
  readonly updateProduct: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
    } | null | undefined;
    readonly product?: {
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
      readonly " $fragmentSpreads": FragmentRefs<"ProductForm_product">;
    };
  };
};
export type ProductFormUpdateMutation = {
  response: ProductFormUpdateMutation$data;
  variables: ProductFormUpdateMutation$variables;
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
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountingProductNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acriss",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensePlate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextPkkAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pkkDue",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayDelete",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v20 = [
  (v19/*:: as any*/),
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
          (v19/*:: as any*/),
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
],
v21 = [
  (v3/*:: as any*/),
  (v8/*:: as any*/)
],
v22 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  {
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "existing",
                        "value": true
                      }
                    ],
                    "kind": "FragmentSpread",
                    "name": "ProductForm_product"
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "company",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/)
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
                      (v8/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateProductSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useSaveMutation_answer",
                  "selections": (v20/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
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
                      (v3/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRentable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "company",
                    "plural": false,
                    "selections": (v21/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Company",
                    "kind": "LinkedField",
                    "name": "companyManager",
                    "plural": false,
                    "selections": (v21/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v8/*:: as any*/),
                      (v13/*:: as any*/),
                      (v4/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "taxrate",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v11/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "model",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "year",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "color",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "odometerKm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "odometerAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "seatCapacity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ownershipType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fuelType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "driveshaft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "transmission",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "co2EmissionsPerKm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fuelTankLitre",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fuelConsumption",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rangeKm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "engineHp",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "engineVolumeCm3",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trailerHitchCapacityKg",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "storageCapacityLitre",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "storageCapacityM3",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vanType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "licenceClass",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastPkkAt",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isValidRentalcar",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isValidRentalcarCheckedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "valuation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "valuationAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyCostOwnership",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyCostInsurance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyCostTireHotell",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyCostMaintenance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyCostOther",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthlyCostDepreciation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RentalOption",
                    "kind": "LinkedField",
                    "name": "rentalOption",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v10/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v22/*:: as any*/),
                    "concreteType": "Booking",
                    "kind": "LinkedField",
                    "name": "bookings",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
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
                        "name": "customerName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": "bookings(first:20)"
                  },
                  (v15/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": (v22/*:: as any*/),
                        "concreteType": "HistoryConnection",
                        "kind": "LinkedField",
                        "name": "history",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "HistoryEdge",
                            "kind": "LinkedField",
                            "name": "edges",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "HistoryEntry",
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v3/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "at",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "authorName",
                                    "storageKey": null
                                  },
                                  (v5/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "comment",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "changes",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "valueNames",
                                    "storageKey": null
                                  },
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "cursor",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageInfo",
                            "kind": "LinkedField",
                            "name": "pageInfo",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "endCursor",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hasNextPage",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "history(first:20)"
                      },
                      {
                        "alias": null,
                        "args": (v22/*:: as any*/),
                        "filters": null,
                        "handle": "connection",
                        "key": "HistoryPanel_history",
                        "kind": "LinkedHandle",
                        "name": "history"
                      }
                    ],
                    "type": "Historied",
                    "abstractKey": "__isHistoried"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateProductSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v20/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9659095b43fc6b9e5c1e8fc901802b6b",
    "id": null,
    "metadata": {},
    "name": "ProductFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ProductFormUpdateMutation(\n  $input: UpdateProductInput!\n) {\n  updateProduct(input: $input) {\n    __typename\n    ... on UpdateProductSuccess {\n      product {\n        ...ProductForm_product_2pDFFS\n        id\n        databaseId\n        status\n        accountingProductNumber\n        make\n        name\n        acriss\n        category {\n          title\n          id\n        }\n        licensePlate\n        company {\n          name\n          id\n        }\n        location {\n          databaseId\n          name\n          zip\n          city\n          id\n        }\n        nextPkkAt\n        pkkDue\n        updatedAt\n        viewerMayChange\n        viewerMayDelete\n      }\n    }\n    ...useSaveMutation_answer\n  }\n}\n\nfragment HistoryList_entries on HistoryEntry {\n  id\n  at\n  authorName\n  status\n  comment\n  changes\n  valueNames\n}\n\nfragment HistoryPanel_owner on Historied {\n  __isHistoried: __typename\n  history(first: 20) {\n    edges {\n      node {\n        ...HistoryList_entries\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ProductForm_product_2pDFFS on Product {\n  id\n  databaseId\n  updatedAt\n  viewerMayChange\n  viewerMayDelete\n  status\n  name\n  description\n  category {\n    id\n  }\n  isRentable\n  company {\n    id\n    name\n  }\n  companyManager {\n    id\n    name\n  }\n  location {\n    id\n    name\n    city\n  }\n  taxrate\n  accountingProductNumber\n  licensePlate\n  make\n  model\n  year\n  color\n  vin\n  odometerKm\n  odometerAt\n  seatCapacity\n  ownershipType\n  fuelType\n  driveshaft\n  transmission\n  acriss\n  co2EmissionsPerKm\n  fuelTankLitre\n  fuelConsumption\n  rangeKm\n  engineHp\n  engineVolumeCm3\n  trailerHitchCapacityKg\n  storageCapacityLitre\n  storageCapacityM3\n  vanType\n  licenceClass\n  lastPkkAt\n  nextPkkAt\n  isValidRentalcar\n  isValidRentalcarCheckedAt\n  valuation\n  valuationAt\n  monthlyCostOwnership\n  monthlyCostInsurance\n  monthlyCostTireHotell\n  monthlyCostMaintenance\n  monthlyCostOther\n  monthlyCostDepreciation\n  ...ProductTabs_product\n  ...HistoryPanel_owner\n}\n\nfragment ProductTabs_product on Product {\n  rentalOption {\n    databaseId\n    title\n    id\n  }\n  bookings(first: 20) {\n    id\n    databaseId\n    number\n    status\n    pickupAt\n    dropoffAt\n    customerName\n  }\n}\n\nfragment useSaveMutation_answer on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fields {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c257a55d5e852734629289a51e7e010";

export default node;

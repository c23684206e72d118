/**
 * @generated SignedSource<<af26cfb41932878b23337c0b2defaaf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
export type PlanningClassChange = "downgrade" | "other" | "upgrade" | "%future added value";
export type ProductStatus = "in_maintenance" | "not_rentable" | "rentable" | "rented" | "reserved" | "%future added value";
export type PlanningPageQuery$variables = {
  from?: string | null | undefined;
  slug: string;
};
export type PlanningPageQuery$data = {
  readonly account: {
    readonly id: string;
    readonly planningWeek: {
      readonly days: ReadonlyArray<string>;
      readonly from: string;
      readonly groups: ReadonlyArray<{
        readonly acriss: string | null | undefined;
        readonly categoryId: string;
        readonly companyId: string | null | undefined;
        readonly rentalOptionId: string;
        readonly title: string;
        readonly unassigned: ReadonlyArray<{
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
        }>;
        readonly vehicles: ReadonlyArray<{
          readonly blocks: ReadonlyArray<{
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
          }>;
          readonly isRentable: boolean;
          readonly licensePlate: string | null | undefined;
          readonly locationName: string | null | undefined;
          readonly name: string;
          readonly nextPkkAt: string | null | undefined;
          readonly productId: string;
          readonly siteId: string;
          readonly status: ProductStatus;
        }>;
      }>;
      readonly until: string;
      readonly viewerMayChange: boolean;
    };
  };
};
export type PlanningPageQuery = {
  response: PlanningPageQuery$data;
  variables: PlanningPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMayChange",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rentalOptionId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyId",
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
  "name": "siteId",
  "storageKey": null
},
v7 = [
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
  (v5/*:: as any*/),
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
  (v6/*:: as any*/),
  (v4/*:: as any*/),
  (v3/*:: as any*/),
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
  (v2/*:: as any*/),
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
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Account",
    "kind": "LinkedField",
    "name": "account",
    "plural": false,
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
        "args": [
          {
            "kind": "Variable",
            "name": "from",
            "variableName": "from"
          }
        ],
        "concreteType": "PlanningWeek",
        "kind": "LinkedField",
        "name": "planningWeek",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "from",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "until",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "days",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PlanningGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "categoryId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acriss",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanningVehicle",
                "kind": "LinkedField",
                "name": "vehicles",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "productId",
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
                  },
                  (v5/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "nextPkkAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locationName",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanningBlock",
                    "kind": "LinkedField",
                    "name": "blocks",
                    "plural": true,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanningBlock",
                "kind": "LinkedField",
                "name": "unassigned",
                "plural": true,
                "selections": (v7/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanningPageQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlanningPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "c4a2fa528734de5af16a985fa9532e5c",
    "id": null,
    "metadata": {},
    "name": "PlanningPageQuery",
    "operationKind": "query",
    "text": "query PlanningPageQuery(\n  $slug: String!\n  $from: String\n) {\n  account(slug: $slug) {\n    id\n    planningWeek(from: $from) {\n      from\n      until\n      days\n      viewerMayChange\n      groups {\n        rentalOptionId\n        title\n        categoryId\n        acriss\n        companyId\n        vehicles {\n          productId\n          name\n          licensePlate\n          status\n          isRentable\n          nextPkkAt\n          locationName\n          siteId\n          blocks {\n            bookingId\n            linePosition\n            bookingNumber\n            updatedAt\n            status\n            customerName\n            pickupAt\n            dropoffAt\n            pickupLocationName\n            siteId\n            companyId\n            rentalOptionId\n            upgrade\n            bookedAcriss\n            classChange\n            viewerMayChange\n            overdue\n            warnings\n          }\n        }\n        unassigned {\n          bookingId\n          linePosition\n          bookingNumber\n          updatedAt\n          status\n          customerName\n          pickupAt\n          dropoffAt\n          pickupLocationName\n          siteId\n          companyId\n          rentalOptionId\n          upgrade\n          bookedAcriss\n          classChange\n          viewerMayChange\n          overdue\n          warnings\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d6065937d6ca1bdadf46d7d1e428dab";

export default node;

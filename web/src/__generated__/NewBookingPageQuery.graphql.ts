/**
 * @generated SignedSource<<b17bb9db5b87447975179cff7a58ea64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewBookingPageQuery$variables = {
  slug: string;
};
export type NewBookingPageQuery$data = {
  readonly account: {
    readonly locationChoices: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_locations">;
    }>;
    readonly permissions: {
      readonly bookings: {
        readonly create: boolean;
      };
    };
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_account">;
  };
  readonly allCountries: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_countries">;
  }>;
};
export type NewBookingPageQuery = {
  response: NewBookingPageQuery$data;
  variables: NewBookingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "AccountPermissions",
  "kind": "LinkedField",
  "name": "permissions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ResourcePermissions",
      "kind": "LinkedField",
      "name": "bookings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "create",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "status",
    "value": "public"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewBookingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewBookingForm_account"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationChoices",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NewBookingForm_locations"
              }
            ],
            "storageKey": "locationChoices(status:\"public\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "allCountries",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewBookingForm_countries"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewBookingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationChoices",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
            "storageKey": "locationChoices(status:\"public\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "allCountries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "440b84e947e13c87745e167552766844",
    "id": null,
    "metadata": {},
    "name": "NewBookingPageQuery",
    "operationKind": "query",
    "text": "query NewBookingPageQuery(\n  $slug: String!\n) {\n  account(slug: $slug) {\n    ...NewBookingForm_account\n    slug\n    permissions {\n      bookings {\n        create\n      }\n    }\n    locationChoices(status: public) {\n      ...NewBookingForm_locations\n      id\n    }\n    id\n  }\n  allCountries {\n    ...NewBookingForm_countries\n    id\n  }\n}\n\nfragment NewBookingForm_account on Account {\n  id\n  slug\n}\n\nfragment NewBookingForm_countries on Country {\n  code\n  name\n}\n\nfragment NewBookingForm_locations on Location {\n  id\n  name\n  city\n  isOtherPlace\n}\n"
  }
};
})();

(node as any).hash = "f87e6d9106922003bd57d9f9b0204ba9";

export default node;
